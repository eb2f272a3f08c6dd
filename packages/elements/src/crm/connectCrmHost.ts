import { connectToFrame } from '../frame/bridge.js';
import type { CrmContext, FrameToHost, HostToFrame } from '../frame/protocol.js';
import { crmFrameUrl, type HostLocation } from './crmFrameUrl.js';

// The context's type and the query parameter's name belong to the protocol; they are passed
// on here so that `connectCrmHost`'s module is the whole CRM API of the main entry.
export type { CrmContext } from '../frame/protocol.js';
export { CRM_PARENT_PARAM } from '../frame/protocol.js';

/** The parts of the host window the CRM host uses: where it is, where messages arrive. */
type CrmHostWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  location: HostLocation;
};

/** Options of {@link connectCrmHost}. */
export interface CrmHostOptions {
  /**
   * The portal page to show, e.g. `https://portal.example/`. Its origin is the only one
   * whose messages count. Missing or blank: `connectCrmHost` throws `Error('Url missing')`.
   */
  url: string;
  /** Where the iframe goes; it is appended as the last child. */
  container: Element;
  /**
   * The portal origin the host expects, e.g. `https://portal.example`. When given and the
   * origin of `url` differs, `connectCrmHost` throws instead of framing it.
   */
  allowedOrigin?: string;
  /** Called with the signed-in user's context, again on every sign-in and sign-out. */
  onContext?: (context: CrmContext) => void;
  /** Called with every valid message from the portal, context and errors included. */
  onMessage?: (message: FrameToHost) => void;
  /** Called when the portal reports an error; without it the error is logged. */
  onError?: (error: Error) => void;
  /** Accessible name of the iframe; default `Flexportal`. */
  title?: string;
  /** The host window; default the global one. */
  window?: CrmHostWindow;
}

/** A connected CRM host: the iframe, a way to send it messages, and the way out. */
export interface CrmHost {
  /** The portal's iframe, already in `container`. */
  iframe: HTMLIFrameElement;
  /** Sends a message (theme, locale) to the portal, only to its exact origin. */
  send(message: HostToFrame): void;
  /** Stops listening and removes the iframe. */
  close(): void;
}

/**
 * CRM iframe host: shows the portal at `url` in an iframe inside `container` and receives
 * its context (user_id, user_zuid, user_email, domain, organization_id) and messages by
 * `postMessage` only, from that iframe's window at the origin of `url`, never over the
 * network (AC-1-10, AC-1-11). The user signs in inside the frame; the token stays on the
 * portal's origin. Failures to start are logged and thrown (AC-1-12, AC-8-13).
 */
export function connectCrmHost(options: CrmHostOptions): CrmHost {
  try {
    return start(options);
  } catch (error) {
    console.error('[flexportal] CRM host could not start:', error);
    throw error;
  }
}

function start(options: CrmHostOptions): CrmHost {
  // Read the window only when called, never at import: the module stays server-safe.
  const win = options.window ?? (typeof window === 'undefined' ? undefined : window);
  if (!options.url?.trim()) throw new Error('Url missing');
  if (!win) throw new Error('connectCrmHost needs a browser window');
  const src = crmFrameUrl(options.url, win.location, options.allowedOrigin);

  const iframe = options.container.ownerDocument.createElement('iframe');
  iframe.src = src.href;
  iframe.title = options.title ?? 'Flexportal';
  // The portal needs scripts, its own storage (the session) and forms; no top navigation.
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  iframe.referrerPolicy = 'strict-origin';

  const report = (error: Error) => {
    if (options.onError) options.onError(error);
    else console.error('[flexportal] portal error:', error.message);
  };
  // Listening starts before the frame exists in the page, so no early message is missed.
  const bridge = connectToFrame({
    frame: iframe,
    frameOrigin: src.origin,
    window: win,
    onMessage: (message) => {
      options.onMessage?.(message);
      if (message.type === 'context') options.onContext?.(message.context);
      else if (message.type === 'error') report(new Error(message.message));
    },
  });
  options.container.append(iframe);

  return {
    iframe,
    send: (message) => bridge.send(message),
    close() {
      bridge.close();
      iframe.remove();
    },
  };
}
