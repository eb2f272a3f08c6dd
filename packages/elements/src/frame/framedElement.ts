import type { PropKind, ScreenDefinition } from '@flexportal/react/registry';
import { type HostBridge, listenToFrame } from './bridge.js';
import { eventName } from './eventName.js';
import {
  type FrameToHost,
  type MessagesMessage,
  parseScreenMessage,
  REFRESH_EVENT,
  THEME_EVENT,
} from './protocol.js';

/** What a framed element needs of a screen: the registry's data, nothing that renders. */
export type FramedScreenData = Pick<ScreenDefinition, 'tag' | 'props' | 'events'> & {
  /** Route name (`/embed/<name>`); default the tag without `flexportal-`. */
  readonly name?: string;
};

/** Where every framed element of a page points, and what it tells its frame once ready. */
export interface FrameElementsOptions {
  /** Root of the portal serving `/embed/<screen>`, e.g. `https://portal.example`. */
  portalUrl: string;
  /** Language sent to every frame once it is ready (`en`, `es`, `de`, `ja`, `fr`). */
  locale?: string | undefined;
  /** The partner's own texts by key, sent to every frame once it is ready. */
  messages?: MessagesMessage['messages'] | undefined;
  /** Theme tokens (names without `--fp-`) sent to every frame once it is ready. */
  tokens?: Readonly<Record<string, string>> | undefined;
  /** The page's colour scheme, sent with the tokens (the loader's `data-theme`). */
  scheme?: 'light' | 'dark' | undefined;
}

/** A prop's attribute, as the inline elements name it: `transactionId` → `transaction-id`. */
const attributeOf = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A property set from script, as the frame's query carries it: the same text an attribute
 * would hold (numbers and booleans stringified, `json` values JSON-encoded unless already
 * text); null or undefined removes it. The portal's embed page coerces it by the prop's kind.
 */
export function queryValue(kind: PropKind, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return kind === 'json' && typeof value !== 'string' ? JSON.stringify(value) : String(value);
}

/**
 * `<portal>/embed/<name>?<props>&parent=<origin>`. Values are raw (a present empty boolean
 * attribute is an empty value): coercion happens once, in the portal.
 */
export function frameSrc(
  portalUrl: string,
  name: string,
  values: Readonly<Record<string, string | undefined>>,
  parentOrigin: string,
): string {
  const src = new URL(`/embed/${encodeURIComponent(name)}`, portalUrl);
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) src.searchParams.set(key, value);
  src.searchParams.set('parent', parentOrigin);
  return src.href;
}

/** One element's frame, bridge and prop values; kept outside the element's public surface. */
interface FrameState {
  values: Record<string, string | undefined>;
  frame?: HTMLIFrameElement | undefined;
  bridge?: HostBridge | undefined;
  queued?: boolean;
  /** Stops passing the host's refresh on. */
  unlisten?: (() => void) | undefined;
  /** The frame said `ready` since it last loaded. */
  ready?: boolean;
  /** Waits for `ready` after the frame's document loaded. */
  timer?: ReturnType<typeof setTimeout> | undefined;
}

/**
 * How long a loaded frame may take to say `ready` before the element says it failed. A
 * frame the portal refuses (its origin not in `PORTAL_FRAME_ANCESTORS`) or that fails
 * shows the browser's error page, which loads but never speaks: the host cannot tell more.
 */
export const FRAME_READY_TIMEOUT_MS = 10_000;

/** What a failed element shows (spec 9's text for a part of the page that did not load). */
const LOAD_FAILED = 'Loading chunk failed';

/**
 * The frame did not come up, or said it failed: a line of text in its place and one
 * `load-error` event (bubbling, composed) with the frame's URL, as the inline loader does.
 */
function showFailure(element: HTMLElement, frame: HTMLIFrameElement): void {
  const root = element.shadowRoot;
  if (!root || root.querySelector('[part="load-error"]')) return;
  frame.hidden = true;
  const line = document.createElement('p');
  line.setAttribute('part', 'load-error');
  line.setAttribute('role', 'alert');
  line.textContent = LOAD_FAILED;
  root.append(line);
  element.dispatchEvent(
    new CustomEvent('load-error', { detail: { file: frame.src }, bubbles: true, composed: true }),
  );
}

/**
 * The class of a framed element: a plain `HTMLElement` whose open shadow root holds an
 * iframe of the portal's `/embed/<name>`. Its height follows the frame's `resize` messages;
 * the frame's events are re-dispatched on the element as `CustomEvent`s with the
 * registry's `bubbles`/`composed`. Made per tag, when defined (never at import: SSR-safe).
 */
export function framedElement(
  screen: FramedScreenData,
  options: FrameElementsOptions,
): CustomElementConstructor {
  const name = screen.name ?? screen.tag.replace(/^flexportal-/, '');
  const kinds: Readonly<Record<string, PropKind>> = screen.props;
  const propOf = new Map(Object.keys(kinds).map((prop) => [attributeOf(prop), prop]));
  const origin = new URL(options.portalUrl).origin;
  const states = new WeakMap<HTMLElement, FrameState>();
  const stateOf = (element: HTMLElement): FrameState => {
    const state = states.get(element) ?? { values: {} };
    states.set(element, state);
    return state;
  };
  const srcOf = (state: FrameState) =>
    frameSrc(options.portalUrl, name, state.values, globalThis.location?.origin ?? '');

  /** A changed prop re-points a connected frame once per task, however many changed. */
  const assign = (element: HTMLElement, prop: string, value: string | undefined) => {
    const state = stateOf(element);
    if (state.values[prop] === value) return;
    state.values[prop] = value;
    if (!state.frame || state.queued) return;
    state.queued = true;
    queueMicrotask(() => {
      state.queued = false;
      const src = srcOf(state);
      if (state.frame && state.frame.src !== src) {
        state.ready = false;
        state.frame.src = src;
      }
    });
  };

  /** The page's theme (read when sent: a followed host scheme changes it, THEME_EVENT). */
  const sendTheme = (bridge: HostBridge | undefined) => {
    const tokens = { ...options.tokens };
    if (options.scheme) bridge?.send({ type: 'theme', tokens, scheme: options.scheme });
    else if (Object.keys(tokens).length) bridge?.send({ type: 'theme', tokens });
  };

  const receive = (element: HTMLElement, frame: HTMLIFrameElement, message: FrameToHost) => {
    const state = stateOf(element);
    const bridge = state.bridge;
    if (message.type === 'error') showFailure(element, frame);
    if (message.type === 'ready') {
      state.ready = true;
      clearTimeout(state.timer);
      // The page's language and scheme, once the frame listens (again after a re-point).
      if (options.locale) bridge?.send({ type: 'locale', locale: options.locale });
      if (options.messages) bridge?.send({ type: 'messages', messages: options.messages });
      sendTheme(bridge);
    } else if (message.type === 'resize') frame.style.height = `${message.height}px`;
    else if (message.type === 'event') {
      // Only the screen's own events; `otprequired` is the prop `onOtpRequired`.
      const prop = Object.keys(screen.events).find((p) => eventName(p) === message.name);
      const init = prop ? screen.events[prop] : undefined;
      if (init)
        element.dispatchEvent(
          new CustomEvent(message.name, {
            detail: message.detail,
            bubbles: init.bubbles === true,
            composed: init.composed === true,
          }),
        );
    }
  };

  class FramedScreen extends HTMLElement {
    static get observedAttributes() {
      return [...propOf.keys()];
    }

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }

    connectedCallback() {
      // A property set before the tag was defined sits on the instance: route it through
      // the prototype's setter.
      for (const prop of Object.keys(kinds)) {
        if (!Object.hasOwn(this, prop)) continue;
        const value = (this as Record<string, unknown>)[prop];
        delete (this as Record<string, unknown>)[prop];
        (this as Record<string, unknown>)[prop] = value;
      }
      const state = stateOf(this);
      const frame = document.createElement('iframe');
      frame.title = `Flexportal ${name}`;
      frame.setAttribute('part', 'frame');
      frame.className = 'fp-frame';
      // Scripts and same-origin for the portal's own session; no top navigation.
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
      frame.setAttribute('referrerpolicy', 'strict-origin');
      frame.width = '100%';
      // CSSOM, not a style attribute: the partner's strict CSP allows it.
      frame.style.border = '0';
      frame.src = srcOf(state);
      // Every load of the frame (a re-point too) must be followed by `ready`.
      state.ready = false;
      frame.addEventListener('load', () => {
        clearTimeout(state.timer);
        if (!state.ready)
          state.timer = setTimeout(() => {
            if (!state.ready) showFailure(this, frame);
          }, FRAME_READY_TIMEOUT_MS);
      });
      state.frame = frame;
      state.bridge = listenToFrame(
        { frame, frameOrigin: origin, onMessage: (message) => receive(this, frame, message) },
        parseScreenMessage,
      );
      this.shadowRoot?.replaceChildren(frame);
      // The host's refresh reaches the frame's own client.
      const refresh = () => state.bridge?.send({ type: 'refresh' });
      // The host's scheme changed (data-theme="auto"): a ready frame gets the theme again.
      const theme = () => state.ready && sendTheme(state.bridge);
      document.addEventListener(REFRESH_EVENT, refresh);
      document.addEventListener(THEME_EVENT, theme);
      state.unlisten = () => {
        document.removeEventListener(REFRESH_EVENT, refresh);
        document.removeEventListener(THEME_EVENT, theme);
      };
    }

    disconnectedCallback() {
      const state = stateOf(this);
      clearTimeout(state.timer);
      state.unlisten?.();
      state.unlisten = undefined;
      state.bridge?.close();
      state.frame?.remove();
      state.bridge = undefined;
      state.frame = undefined;
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = propOf.get(attribute);
      if (prop) assign(this, prop, value ?? undefined);
    }
  }

  for (const [prop, kind] of Object.entries(kinds)) {
    Object.defineProperty(FramedScreen.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return stateOf(this).values[prop];
      },
      set(this: HTMLElement, value: unknown) {
        assign(this, prop, queryValue(kind, value));
      },
    });
  }
  return FramedScreen;
}
