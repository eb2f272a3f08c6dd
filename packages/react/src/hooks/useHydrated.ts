import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true after (and from the
 * first render of a page not rendered on the server): what the browser's storage says (a
 * session, a kept user, cached data) may show only once it is true, so the first frame is
 * the server's and hydration never mismatches (#418; docs/getting-started.md, Next.js).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
