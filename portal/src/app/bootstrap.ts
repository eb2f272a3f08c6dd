import { client } from './portalClient.js';
import { loadWhiteLabel } from './theme/themeStore.js';

/**
 * The bootstrap action that runs before and after every route change (PP-2.1): checks the
 * session (expiry, warning) and refreshes the white-label record when its hour is up.
 * Both are cheap when nothing is due, so running it on every navigation costs nothing.
 */
export async function bootstrap(): Promise<void> {
  client.session.check();
  await loadWhiteLabel();
}
