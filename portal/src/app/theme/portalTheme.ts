/** Default theme colours (PP-1-07). */
export const DEFAULT_PRIMARY = '#0d6efd';
export const DEFAULT_SECONDARY = '#6c757d';
/** Product name until the white-label record says otherwise. */
const DEFAULT_NAME = 'Flexportal';

/** The white-label record as the portal uses it (AC-1-03), whatever the server's field names. */
export interface PortalTheme {
  name: string;
  primary: string;
  secondary: string;
  logo: string | null;
  darkLogo: string | null;
  favicon: string | null;
  background: string | null;
  supportEmail: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
// A colour goes into a CSS custom property: only hex colours are taken.
const colour = (v: unknown, fallback: string) =>
  typeof v === 'string' && /^#[0-9a-f]{3,8}$/i.test(v) ? v : fallback;

/**
 * Reads a white-label record tolerantly: the spec's names (`logo_url`, `favicon_url`,
 * `background_url`, `dark_logo_url`) or shorter ones (`logo`, `favicon`), defaults for the rest.
 */
export function toPortalTheme(record: unknown): PortalTheme {
  const r = (record && typeof record === 'object' ? record : {}) as Record<string, unknown>;
  return {
    name: text(r.name) ?? DEFAULT_NAME,
    primary: colour(r.primary_color, DEFAULT_PRIMARY),
    secondary: colour(r.secondary_color, DEFAULT_SECONDARY),
    logo: text(r.logo_url) ?? text(r.logo),
    darkLogo: text(r.dark_logo_url) ?? text(r.dark_logo),
    favicon: text(r.favicon_url) ?? text(r.favicon),
    background: text(r.background_url) ?? text(r.background),
    supportEmail: text(r.support_email),
  };
}

/**
 * The white label's background (AC-1-03 `background_url`, PP-1-06) as a CSS `url()` value
 * for the page's background, or null. Resolved against `base` (the sandbox answers a path);
 * only http(s), and the URL parser's own serialisation (quotes, spaces and line breaks
 * percent-encoded), so the value cannot close the `url("…")` it sits in.
 */
export function backgroundImage(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return `url("${parsed.href}")`;
  } catch {
    return null;
  }
}

/**
 * The `mailto:` link of the white label's support e-mail (AC-1-03 `support_email`, PP-1-06),
 * or null when the record has none or it is not one address.
 */
export function supportMailto(email: string | null): string | null {
  if (!email || !/^[^\s@<>"'?&#%:/,;]+@[^\s@<>"'?&#%:/,;]+\.[^\s@<>"'?&#%:/,;]+$/.test(email))
    return null;
  return `mailto:${email}`;
}

/** Colour schemes (PP-1-11); dark is the default. */
export type ColourScheme = 'light' | 'dark';
/** Storage key of the chosen scheme (the spec's colour schema key). */
export const SCHEME_KEY = 'flexportal.color_schema';

/** The kept scheme, dark unless light was chosen. */
export function readScheme(storage: Pick<Storage, 'getItem'>): ColourScheme {
  return storage.getItem(SCHEME_KEY) === 'light' ? 'light' : 'dark';
}

/** Brand keys of themes and portal providers (AC-1-04); the first is the default theme. */
const THEME_KEYS = ['ibanflex', '{product}', 'fastpay', 'breadxpay', 'finovo'] as const;
/** The default theme (PP-1-08, AC-1-04). */
export const DEFAULT_THEME_KEY = THEME_KEYS[0];
/** Storage key of the active theme, as AC-1-06 names it. */
const ACTIVE_THEME_KEY = 'activeTheme';

/** The active theme: the kept one, else the deployment's (`fallback`), else the default. */
export function readActiveTheme(
  storage: Pick<Storage, 'getItem'>,
  fallback: string | undefined = DEFAULT_THEME_KEY,
): string {
  return text(storage.getItem(ACTIVE_THEME_KEY)) ?? text(fallback) ?? DEFAULT_THEME_KEY;
}
