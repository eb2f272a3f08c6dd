import { pageTitle } from '@flexportal/core';
import { FlexportalGlobals, ToastRegion } from '@flexportal/react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { LocaleSwitcher } from '../i18n/LocaleSwitcher.js';
import { usePortalT } from '../i18n/locale.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { LiveStatus } from './live/LiveStatus.js';
import { useLiveChannel } from './live/useLiveChannel.js';
import { SideMenu } from './menus/SideMenu.js';
import { useNavDrawer } from './menus/useNavDrawer.js';
import { auth, toasts } from './portalClient.js';
import { RouteNotice } from './RouteNotice.js';
import { breadcrumbs } from './routes/index.js';
import { applyTheme } from './theme/applyTheme.js';
import { supportMailto } from './theme/portalTheme.js';
import { SchemeToggle } from './theme/SchemeToggle.js';
import { themeStore } from './theme/themeStore.js';
import { UserMenu } from './UserMenu.js';
import { useRouteDef } from './useRouteDef.js';

// The top bar's notifications load with their own chunk, not the frame's (issue 20).
const NotificationsBell = lazy(() =>
  import('@flexportal/react/notifications').then((m) => ({ default: m.NotificationsBell })),
);

/**
 * The portal frame: header with the white-label brand and the user menu, side menu,
 * breadcrumbs, the route. Up to 480 px the side menu is a drawer behind a menu button.
 */
export function Layout() {
  const route = useRouteDef();
  const navigate = useNavigate();
  useLiveChannel();
  const { theme, scheme } = useStore(themeStore);
  const { locale, t } = usePortalT();
  useEffect(() => applyTheme(theme, scheme), [theme, scheme]);
  useEffect(() => {
    document.title = pageTitle(theme.name, route ? t(route.title) : null);
    document.documentElement.lang = locale;
  }, [theme.name, route, locale, t]);
  const logo = scheme === 'dark' ? (theme.darkLogo ?? theme.logo) : theme.logo;
  const trail = route ? breadcrumbs(route) : [];
  const drawer = useNavDrawer();
  const mailto = supportMailto(theme.supportEmail);
  return (
    <>
      <header className="portal-header" data-open={drawer.open || undefined}>
        <button type="button" className="portal-menu-button" {...drawer.buttonProps}>
          <span className="portal-menu-button__icon" aria-hidden="true" />
          {t('portal.menu')}
        </button>
        <span className="portal-brand">
          {/* The name follows as text, so the logo is decoration and needs no alternative. */}
          {logo ? (
            <img className="portal-logo" src={logo} alt="" />
          ) : (
            <span className="portal-monogram" aria-hidden="true">
              {theme.name.slice(0, 1)}
            </span>
          )}
          <strong className="portal-brand__name">{theme.name}</strong>
        </span>
        <LiveStatus />
        {/* Outside the tools: the phone's header shows it too, not only the drawer. */}
        <span className="portal-header__bell">
          <Suspense fallback={null}>
            <NotificationsBell />
          </Suspense>
        </span>
        <div className="portal-header__tools">
          <LocaleSwitcher />
          <SchemeToggle />
          <UserMenu />
        </div>
      </header>
      <ImpersonationBanner />
      <div className="portal-body">
        <div className="portal-nav" {...drawer.panelProps}>
          <SideMenu />
        </div>
        <main className="portal-main">
          {trail.length > 1 ? (
            <nav aria-label={t('portal.breadcrumb')} className="portal-breadcrumbs">
              <ol>
                {trail.map((r, i) => (
                  <li key={r.name}>
                    {i < trail.length - 1 && !r.path.includes(':') ? (
                      <Link to={r.path}>{t(r.title)}</Link>
                    ) : (
                      <span aria-current={i === trail.length - 1 ? 'page' : undefined}>
                        {t(r.title)}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <RouteNotice />
          {/* A screen waits here for its texts if its language's came before its code. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {mailto ? (
        // The deployment's support e-mail (white label's support_email, PP-1-06).
        <footer className="portal-footer">
          {t('portal.support')} <a href={mailto}>{theme.supportEmail}</a>
        </footer>
      ) : null}
      <ToastRegion toasts={toasts} />
      <FlexportalGlobals
        onLogout={async () => {
          await auth.logout();
          navigate('/login');
        }}
      />
    </>
  );
}
