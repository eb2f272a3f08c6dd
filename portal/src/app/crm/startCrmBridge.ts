import { locale } from '../../i18n/locale.js';
import { applyHostMessage } from '../host/applyHostMessage.js';
import { auth, client } from '../portalClient.js';
import { connectCrmParent } from './connectCrmParent.js';

/** The allowlist the server publishes beside its `frame-ancestors` header. */
async function loadFrameAncestors(): Promise<readonly string[]> {
  const response = await fetch('/embed-config.json');
  if (!response.ok) throw new Error(`/embed-config.json answered ${response.status}`);
  const config = (await response.json()) as { frameAncestors?: unknown };
  const list = config.frameAncestors;
  return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : [];
}

/**
 * Starts the CRM bridge of this portal, if it was opened by a CRM host (`?crm_parent=`):
 * see {@link connectCrmParent}. Called once at start-up, before the first route.
 */
export function startCrmBridge(): () => void {
  return connectCrmParent({
    window,
    users: auth.store,
    signedIn: () => client.session.store.getState().authenticated,
    loadAllowlist: loadFrameAncestors,
    // The host's language holds for this page only; the user's kept choice is not replaced.
    onHostMessage: (message) => applyHostMessage(message, { setLocale: locale.showLocale }),
  });
}
