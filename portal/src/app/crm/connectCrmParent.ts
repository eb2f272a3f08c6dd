import type { CRM_PARENT_PARAM, CrmContext } from '@flexportal/elements';
import { connectToHost, type FrameBridge, type HostToFrame } from '@flexportal/elements/frame';
import type { StoreApi } from 'zustand/vanilla';
import { trustedParentOrigin } from '../../routes/embed/embedParent.js';
import type { AuthState } from '../auth/createAuth.js';
import { crmContext } from './crmContext.js';

// Typed after the SDK's constant, so a rename there fails the portal's type check here
// (a type-only import: the SDK's main entry is not loaded for one string).
const PARAM: typeof CRM_PARENT_PARAM = 'crm_parent';

/** What {@link connectCrmParent} works with; the portal passes its own, tests fakes. */
export interface CrmParentOptions {
  /** This (framed) window: its query, parent and ancestors. */
  window: Window;
  /** Who is signed in; every change of user is posted. */
  users: Pick<StoreApi<AuthState>, 'getState' | 'subscribe'>;
  /** The session holds a token: a null user then means "still loading", not signed out. */
  signedIn: () => boolean;
  /** Origins that may frame the portal: the `frame-ancestors` list. */
  loadAllowlist: () => Promise<readonly string[]>;
  /** The host's `theme` and `locale` messages, already checked for origin and schema. */
  onHostMessage: (message: HostToFrame) => void;
}

const same = (a: CrmContext, b: CrmContext) =>
  a.user_id === b.user_id &&
  a.user_zuid === b.user_zuid &&
  a.user_email === b.user_email &&
  a.domain === b.domain &&
  a.organization_id === b.organization_id;

/**
 * The portal side of the CRM iframe host. When the portal is opened as
 * `...?crm_parent=<host origin>` inside a frame, and that origin is in the allowlist and is
 * the browser's record of our ancestor, posts the user's context to `window.parent` at
 * exactly that origin: once known, then on every sign-in, sign-out or change of user; the
 * host's theme and locale messages go to `onHostMessage`.
 * Otherwise does nothing. Start failures are logged, not shown (AC-8-13). Returns a stop.
 */
export function connectCrmParent(options: CrmParentOptions): () => void {
  const win = options.window;
  const declared = new URLSearchParams(win.location.search).get(PARAM);
  if (!declared || win.parent === win) return () => {};

  let stopped = false;
  let stop = () => {};
  options
    .loadAllowlist()
    .then((allowed) => {
      if (stopped) return;
      const ancestors = win.location.ancestorOrigins
        ? [...win.location.ancestorOrigins]
        : undefined;
      const parent = trustedParentOrigin(declared, ancestors, allowed);
      if (!parent) {
        console.error(`[flexportal] CRM host ${declared} is not allowed; no context is posted`);
        return;
      }
      const bridge: FrameBridge = connectToHost({
        hostOrigin: parent,
        allowedOrigins: allowed,
        onMessage: options.onHostMessage,
        window: win,
      });
      let last: CrmContext | null = null;
      const post = (user: AuthState['user']) => {
        if (!user && options.signedIn()) return;
        const context = crmContext(user, win.location.hostname);
        if (last && same(last, context)) return;
        last = context;
        bridge.send({ type: 'context', context });
      };
      post(options.users.getState().user);
      const unsubscribe = options.users.subscribe((state) => post(state.user));
      stop = () => {
        unsubscribe();
        bridge.close();
      };
    })
    .catch((error: unknown) => console.error('[flexportal] CRM bridge could not start:', error));
  return () => {
    stopped = true;
    stop();
  };
}
