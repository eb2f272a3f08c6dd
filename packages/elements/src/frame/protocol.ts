/**
 * The message protocol between a partner page (host) and a Flexportal iframe (frame).
 * Versioned; every message is checked field by field before it is used, and both sides
 * accept messages only from one exact origin and one exact window.
 */
export const PROTOCOL = 'flexportal' as const;
/** Protocol version; a receiver ignores versions it does not speak. */
export const PROTOCOL_VERSION = 1 as const;
/**
 * Query parameter with which a CRM host tells the portal its own origin, e.g.
 * `?crm_parent=https://crm.example`. The portal trusts it only when it is in its allowlist.
 */
export const CRM_PARENT_PARAM = 'crm_parent' as const;
/**
 * The DOM event a host page dispatches on its document to refresh every screen on it
 * (inline: the runtime's client; frame mode: sent to each frame as `refresh`).
 */
export const REFRESH_EVENT = 'flexportal-refresh';
/**
 * The DOM event frame.js dispatches on the document when the host's scheme changed under
 * `data-theme="auto"`: each ready framed element sends its frame the page's theme again.
 */
export const THEME_EVENT = 'flexportal-theme';

/** Frame to host: the screen is ready to show. */
export interface ReadyMessage {
  type: 'ready';
  screen: string;
}
/** Frame to host: the content's height changed (auto height). */
export interface ResizeMessage {
  type: 'resize';
  height: number;
}
/** Frame to host: a screen event (e.g. a transaction was created). */
export interface EventMessage {
  type: 'event';
  name: string;
  detail: unknown;
}
/** Frame to host: something failed inside the frame. */
export interface ErrorMessage {
  type: 'error';
  message: string;
}
/**
 * Who is signed in to the portal, as a CRM host window sees it (AC-1-10). Every field is a
 * string, or null when unknown or when nobody is signed in. Never a token.
 */
export interface CrmContext {
  /** The portal user's id. */
  user_id: string | null;
  /** The user's Zoho user id, when the API gives one. */
  user_zuid: string | null;
  /** The user's e-mail address. */
  user_email: string | null;
  /** Host name of the portal, e.g. `portal.example`. */
  domain: string | null;
  /** The id of the user's company. */
  organization_id: string | null;
}
/** Frame to host: the signed-in user's context changed (sign-in, sign-out, another user). */
export interface ContextMessage {
  type: 'context';
  context: CrmContext;
}
/** Host to frame: theme tokens (CSS custom properties without the leading dashes). */
export interface ThemeMessage {
  type: 'theme';
  tokens: Record<string, string>;
  /** The host page's colour scheme; absent: the frame keeps its own. */
  scheme?: 'light' | 'dark';
}
/** Host to frame: language of the texts. */
export interface LocaleMessage {
  type: 'locale';
  locale: string;
}
/**
 * Host to frame: the partner's own texts by key (the script tag's
 * `window.FlexportalConfig.messages`), over the catalogue's; one text or one per locale.
 */
export interface MessagesMessage {
  type: 'messages';
  messages: Record<string, string | Partial<Record<'en' | 'es' | 'de' | 'ja' | 'fr', string>>>;
}
/** Host to frame: read balances and lists again (the host's `flexportal-refresh`). */
export interface RefreshMessage {
  type: 'refresh';
}

export type FrameToHost =
  | ReadyMessage
  | ResizeMessage
  | EventMessage
  | ErrorMessage
  | ContextMessage;
export type HostToFrame = ThemeMessage | LocaleMessage | MessagesMessage | RefreshMessage;

/** A message on the wire: the payload plus protocol and version stamps. */
export type Envelope<M> = M & { protocol: typeof PROTOCOL; v: typeof PROTOCOL_VERSION };

/** Stamps a message for sending. */
export function envelope<M extends FrameToHost | HostToFrame>(message: M): Envelope<M> {
  return { ...message, protocol: PROTOCOL, v: PROTOCOL_VERSION };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isShortString = (v: unknown, max = 200): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max;
const TOKEN = /^[a-z][a-z0-9-]{0,40}$/;
/** A text's key: `withdrawal.submit`, `login.email`. */
const MESSAGE_KEY = /^[\w.-]{1,120}$/;
// A theme value may not smuggle CSS: no semicolons, braces, backslashes or angle brackets,
// and the only functions allowed are colour ones (no url(), image(), attr()...). Quotes may
// name a font family (`"Inter", sans-serif`); values are set through CSSOM, one property each.
const SAFE_VALUE = /^[#\w\s.,%()'"-]{1,80}$/;
const COLOUR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
const safeValue = (v: string) =>
  SAFE_VALUE.test(v) &&
  [...v.matchAll(/([a-z-]+)\s*\(/gi)].every((m) =>
    COLOUR_FUNCTIONS.has((m[1] ?? '').toLowerCase()),
  );

// Longest accepted value of each context field: e-mail addresses and host names have their
// own limits (RFC 5321, RFC 1035); ids are short.
const CONTEXT_LIMITS: Readonly<Record<keyof CrmContext, number>> = {
  user_id: 100,
  user_zuid: 100,
  user_email: 254,
  domain: 253,
  organization_id: 100,
};

/** The context with exactly its five fields, or null when one is missing or not a string/null. */
function parseContext(data: unknown): CrmContext | null {
  if (!isRecord(data)) return null;
  const context: Partial<Record<keyof CrmContext, string | null>> = {};
  for (const [key, max] of Object.entries(CONTEXT_LIMITS) as [keyof CrmContext, number][]) {
    const value = data[key];
    if (value === null) context[key] = null;
    else if (isShortString(value, max)) context[key] = value;
    else return null;
  }
  return context as CrmContext;
}

function stamped(data: unknown): data is Record<string, unknown> {
  return isRecord(data) && data.protocol === PROTOCOL && data.v === PROTOCOL_VERSION;
}

/** A screen's frame → host message (ready, resize, event, error), or null for anything else. */
export function parseScreenMessage(data: unknown): FrameToHost | null {
  if (!stamped(data)) return null;
  switch (data.type) {
    case 'ready':
      return isShortString(data.screen, 40) ? { type: 'ready', screen: data.screen } : null;
    case 'resize': {
      const h = data.height;
      return typeof h === 'number' && Number.isFinite(h) && h >= 0 && h <= 100_000
        ? { type: 'resize', height: Math.ceil(h) }
        : null;
    }
    case 'event':
      return isShortString(data.name, 60) && /^[a-z][a-z0-9-]*$/.test(data.name)
        ? { type: 'event', name: data.name, detail: data.detail ?? null }
        : null;
    case 'error':
      return isShortString(data.message, 500) ? { type: 'error', message: data.message } : null;
    default:
      return null;
  }
}

/**
 * The message a frame sent, or null when it is not a valid one: a screen's, or the CRM
 * host's `context` (a framed screen's element reads only {@link parseScreenMessage}'s, so
 * frame.js carries no context parsing).
 */
export function parseFrameToHost(data: unknown): FrameToHost | null {
  if (stamped(data) && data.type === 'context') {
    const context = parseContext(data.context);
    return context ? { type: 'context', context } : null;
  }
  return parseScreenMessage(data);
}

/** The message a host sent, or null when it is not a valid one. */
export function parseHostToFrame(data: unknown): HostToFrame | null {
  if (!stamped(data)) return null;
  if (data.type === 'refresh') return { type: 'refresh' };
  if (data.type === 'locale') {
    return data.locale === 'en' ||
      data.locale === 'es' ||
      data.locale === 'de' ||
      data.locale === 'ja' ||
      data.locale === 'fr'
      ? { type: 'locale', locale: data.locale }
      : null;
  }
  if (data.type === 'messages' && isRecord(data.messages)) {
    const entries = Object.entries(data.messages);
    const text = (v: unknown) => typeof v === 'string' && v.length <= 2000;
    const ok =
      entries.length <= 2000 &&
      entries.every(
        ([key, v]) =>
          MESSAGE_KEY.test(key) &&
          (text(v) ||
            (isRecord(v) &&
              Object.entries(v).every(([l, t]) => /^(en|es|de|ja|fr)$/.test(l) && text(t)))),
      );
    return ok ? { type: 'messages', messages: data.messages as MessagesMessage['messages'] } : null;
  }
  if (data.type === 'theme' && isRecord(data.tokens)) {
    const entries = Object.entries(data.tokens);
    if (entries.length > 40) return null;
    const tokens: Record<string, string> = {};
    for (const [key, value] of entries) {
      if (!TOKEN.test(key) || typeof value !== 'string' || !safeValue(value)) return null;
      tokens[key] = value;
    }
    const scheme = data.scheme;
    if (scheme === undefined) return { type: 'theme', tokens };
    return scheme === 'light' || scheme === 'dark' ? { type: 'theme', tokens, scheme } : null;
  }
  return null;
}
