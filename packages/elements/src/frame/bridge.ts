import {
  envelope,
  type FrameToHost,
  type HostToFrame,
  parseFrameToHost,
  parseHostToFrame,
} from './protocol.js';

/** Reads one message's data: the protocol's message, or null to drop it. */
type Parse = (data: unknown) => FrameToHost | null;

/** A listener's window: where messages arrive. */
type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Options of {@link connectToFrame}. */
export interface HostBridgeOptions {
  /** The iframe showing the Flexportal screen. */
  frame: HTMLIFrameElement;
  /** Exact origin of the portal inside the frame, e.g. `https://portal.example`. */
  frameOrigin: string;
  /** Called with every valid message from that frame. */
  onMessage: (message: FrameToHost) => void;
  /** The window to listen on; default the global one. */
  window?: MessageTarget;
}

/** The host end: receives from one frame, sends to it, never to `'*'`. */
export interface HostBridge {
  send(message: HostToFrame): void;
  close(): void;
}

/**
 * Connects a partner page to a Flexportal iframe. Messages count only when they come from
 * that iframe's window, from exactly `frameOrigin`, and parse as the protocol.
 */
export function connectToFrame(options: HostBridgeOptions): HostBridge {
  return listenToFrame(options, parseFrameToHost);
}

/**
 * {@link connectToFrame} with the reader of its choice: a framed screen's element reads only
 * a screen's messages (`parseScreenMessage`), so frame.js leaves the CRM's out.
 */
export function listenToFrame(options: HostBridgeOptions, parse: Parse): HostBridge {
  const origin = new URL(options.frameOrigin).origin;
  const target = options.window ?? window;
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== options.frame.contentWindow) return;
    const message = parse(event.data);
    if (message) options.onMessage(message);
  };
  target.addEventListener('message', listener as EventListener);
  return {
    send(message) {
      options.frame.contentWindow?.postMessage(envelope(message), origin);
    },
    close() {
      target.removeEventListener('message', listener as EventListener);
    },
  };
}

/** Options of {@link connectToHost}. */
export interface FrameBridgeOptions {
  /** Exact origin of the partner page, checked against `allowedOrigins` first. */
  hostOrigin: string;
  /** Origins this portal may be framed by (the same list as its `frame-ancestors`). */
  allowedOrigins: readonly string[];
  /** Called with every valid message from the host. */
  onMessage: (message: HostToFrame) => void;
  /** This frame's window; default the global one. */
  window?: Window;
}

/** The frame end: receives from the parent window only, sends to its exact origin. */
export interface FrameBridge {
  send(message: FrameToHost): void;
  close(): void;
}

/**
 * Connects a Flexportal frame to the page that embeds it. Throws when the host origin is
 * not allowed, so a frame never talks to a page it was not configured for.
 */
export function connectToHost(options: FrameBridgeOptions): FrameBridge {
  const origin = new URL(options.hostOrigin).origin;
  if (!options.allowedOrigins.some((o) => new URL(o).origin === origin)) {
    throw new Error(`Flexportal: ${origin} may not embed this portal`);
  }
  const win = options.window ?? window;
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== win.parent) return;
    const message = parseHostToFrame(event.data);
    if (message) options.onMessage(message);
  };
  win.addEventListener('message', listener);
  return {
    send(message) {
      win.parent.postMessage(envelope(message), origin);
    },
    close() {
      win.removeEventListener('message', listener);
    },
  };
}
