import { pageTitle } from '@flexportal/core';
import { FlexportalGlobals } from '@flexportal/react';
import { useEffect } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { SideMenu } from './menus/SideMenu.js';
import { auth } from './portalClient.js';
import { breadcrumbs } from './routes/index.js';
import { UserMenu } from './UserMenu.js';
import { useRouteDef } from './useRouteDef.js';

/** Until the white-label record is loaded, the product is called this. */
const PRODUCT_NAME = 'Flexportal';

/** The portal frame: header with the user menu, side menu, breadcrumbs, the route. */
export function Layout() {
  const route = useRouteDef();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = pageTitle(PRODUCT_NAME, route?.title);
  }, [route]);
  const trail = route ? breadcrumbs(route) : [];
  return (
    <>
      <header className="portal-header">
        <strong>{PRODUCT_NAME}</strong>
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
      <FlexportalGlobals
        onLogout={async () => {
          await auth.logout();
          navigate('/login');
        }}
      />
    </>
  );
}
