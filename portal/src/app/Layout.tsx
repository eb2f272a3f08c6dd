import { pageTitle } from '@flexportal/core';
import { FlexportalGlobals, ToastRegion } from '@flexportal/react';
import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { SideMenu } from './menus/SideMenu.js';
import { auth, toasts } from './portalClient.js';
import { breadcrumbs } from './routes/index.js';
import { applyTheme } from './theme/applyTheme.js';
import { SchemeToggle } from './theme/SchemeToggle.js';
import { themeStore } from './theme/themeStore.js';
import { UserMenu } from './UserMenu.js';
import { useRouteDef } from './useRouteDef.js';

/** The portal frame: header with the user menu, side menu, breadcrumbs, the route. */
export function Layout() {
  const route = useRouteDef();
  const navigate = useNavigate();
  const { theme, scheme } = useStore(themeStore);
  useEffect(() => applyTheme(theme, scheme), [theme, scheme]);
  useEffect(() => {
    document.title = pageTitle(theme.name, route?.title);
  }, [theme.name, route]);
  const logo = scheme === 'dark' ? (theme.darkLogo ?? theme.logo) : theme.logo;
  const trail = route ? breadcrumbs(route) : [];
  return (
    <>
      <header className="portal-header">
        {logo ? (
          <img className="portal-logo" src={logo} alt={theme.name} />
        ) : (
          <strong>{theme.name}</strong>
        )}
        <SchemeToggle />
        <UserMenu />
      </header>
      <div className="portal-body">
        <SideMenu />
        <main className="portal-main">
          {trail.length > 1 ? (
            <nav aria-label="Breadcrumb" className="portal-breadcrumbs">
              <ol>
                {trail.map((r, i) => (
                  <li key={r.name}>
                    {i < trail.length - 1 && !r.path.includes(':') ? (
                      <Link to={r.path}>{r.title}</Link>
                    ) : (
                      <span aria-current={i === trail.length - 1 ? 'page' : undefined}>
                        {r.title}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <Outlet />
        </main>
      </div>
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
