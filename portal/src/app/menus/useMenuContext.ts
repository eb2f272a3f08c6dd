import { useStore } from 'zustand';
import { auth, client } from '../portalClient.js';
import { themeStore } from '../theme/themeStore.js';
import type { MenuContext } from './MenuItem.js';

/** The menu context of the signed-in user, kept current. */
export function useMenuContext(): MenuContext {
  const user = useStore(auth.store, (s) => s.user);
  const hasAdminToken = useStore(client.session.store, (s) => s.hasAdminToken);
  const activeTheme = useStore(themeStore, (s) => s.activeTheme);
  // The white-label theme decides crypto later (AC-2menus-09); the default theme shows it.
  return { user, hasAdminToken, themeAllowsCrypto: true, activeTheme };
}
