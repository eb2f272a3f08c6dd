import type { Locale, Messages } from '@flexportal/react';

// The languages the screens speak; `satisfies` keeps this list in step with react's
// LOCALES without bundling react into the loader.
const LOCALES = ['en', 'es', 'de', 'ja', 'fr'] as const satisfies readonly Locale[];

/** Where the loader can run the screens: inline in the page, or isolated in an iframe. */
type EmbedMode = 'inline' | 'frame';

/** What the loader's `<script>` tag configures through `data-` attributes. */
export interface ScriptConfig {
  /** `data-api-base`: the API v2 root. Required. */
  apiBase: string;
  /** `data-theme`: `dark` puts the dark scheme's tokens on the screens; `light` is the default. */
  theme?: string;
  /**
   * `data-theme-<token>`: the partner's own tokens (`data-theme-primary="#7b2cbf"`,
   * `data-theme-font="Inter, sans-serif"`), by name without `--fp-`; they win over the scheme's.
   */
  tokens: Record<string, string>;
  /** `data-locale`: en, es, de, ja or fr. */
  locale?: Locale;
  /**
   * `data-token-endpoint`: a URL of the partner's backend answering a short-lived token
   * (`{ access_token, expires_in | expires_at }`) for the signed-in partner user; called
   * with the page's cookies, and again before the token expires. Without it the screens
   * show their own sign-in form.
   */
  tokenEndpoint?: string;
  /** `data-mode`: inline (default) or frame. */
  mode: EmbedMode;
  /** `data-portal-url`: root of the portal serving `/embed/<screen>`; needed in frame mode. */
  portalUrl?: string;
  /**
   * `window.FlexportalConfig.messages`, set before the script tag: the partner's own texts
   * by key (`{ 'withdrawal.submit': 'Pay now' }`), in every screen, framed ones too.
   */
  messages?: Messages;
  /** Folder the loader was served from; chunks are loaded relative to it. */
  baseUrl: string;
}

/**
 * Reads the configuration of the `<script>` that loaded the loader. Only strings are read
 * from attributes; tokens never travel this way.
 */
export function readScriptConfig(script: HTMLOrSVGScriptElement | null): ScriptConfig {
  if (!(script instanceof HTMLScriptElement) || !script.src) {
    throw new Error('Flexportal: load flexportal.js with a classic <script src> tag');
  }
  const { apiBase, theme, locale, mode, portalUrl, tokenEndpoint } = script.dataset;
  if (!apiBase) {
    throw new Error('Flexportal: the script tag needs data-api-base="https://…/api/v2"');
  }
  if (mode === 'frame' && !portalUrl) {
    throw new Error('Flexportal: data-mode="frame" needs data-portal-url="https://…"');
  }
  if (locale && !(LOCALES as readonly string[]).includes(locale)) {
    throw new Error(`Flexportal: data-locale="${locale}" is not one of ${LOCALES.join(', ')}`);
  }
  const tokens: Record<string, string> = {};
  for (const [key, value] of Object.entries(script.dataset)) {
    const name = /^theme([A-Z].*)$/.exec(key)?.[1];
    if (name && value)
      tokens[name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).slice(1)] = value;
  }
  const { messages } =
    (globalThis as { FlexportalConfig?: { messages?: Messages } }).FlexportalConfig ?? {};
  return {
    apiBase,
    tokens,
    ...(messages ? { messages } : {}),
    ...(theme ? { theme } : {}),
    ...(locale ? { locale: locale as Locale } : {}),
    ...(tokenEndpoint ? { tokenEndpoint: new URL(tokenEndpoint, document.baseURI).href } : {}),
    ...(portalUrl ? { portalUrl } : {}),
    mode: mode === 'frame' ? 'frame' : 'inline',
    baseUrl: new URL('.', script.src).href,
  };
}
