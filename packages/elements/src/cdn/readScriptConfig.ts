/** Where the loader can run the screens: inline in the page, or isolated in an iframe. */
export type EmbedMode = 'inline' | 'frame';

/** What the loader's `<script>` tag configures through `data-` attributes. */
export interface ScriptConfig {
  /** `data-api-base`: the API v2 root. Required. */
  apiBase: string;
  /** `data-theme`: name of a theme, passed to screens as-is. */
  theme?: string;
  /** `data-locale`: en, es, de, ja or fr. */
  locale?: string;
  /** `data-mode`: inline (default) or frame. */
  mode: EmbedMode;
  /** `data-portal-url`: root of the portal serving `/embed/<screen>`; needed in frame mode. */
  portalUrl?: string;
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
  const { apiBase, theme, locale, mode, portalUrl } = script.dataset;
  if (!apiBase) {
    throw new Error('Flexportal: the script tag needs data-api-base="https://…/api/v2"');
  }
  if (mode === 'frame' && !portalUrl) {
    throw new Error('Flexportal: data-mode="frame" needs data-portal-url="https://…"');
  }
  return {
    apiBase,
    ...(theme ? { theme } : {}),
    ...(locale ? { locale } : {}),
    ...(portalUrl ? { portalUrl } : {}),
    mode: mode === 'frame' ? 'frame' : 'inline',
    baseUrl: new URL('.', script.src).href,
  };
}
