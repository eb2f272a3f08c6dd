import { Outlet } from 'react-router';

/** The portal frame: header and the current route. */
export function Layout() {
  return (
    <>
      <header>
        <strong>Flexportal</strong>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}
