/**
 * Where a dictionary file named by the summary is fetched, as a path under the API base for
 * the client's own HTTP layer (base, token, headers), or null when it must not be fetched.
 *
 * - a relative url (`files/countries`) is a path under the base;
 * - a root-relative or absolute url on the API's origin must lie under the base's path and
 *   becomes the rest of it (`/api/v2/dictionaries/files/countries` -> `dictionaries/files/countries`);
 * - a url on another origin, or outside the base's path, is refused: the token stays with the API.
 *
 * `baseURL` may itself be same-origin (`/api/v2`); `pageOrigin` is then the API's origin
 * (the page's `location.origin`), and without one only root-relative and relative urls pass.
 */
export function dictionaryPath(url: string, baseURL: string, pageOrigin?: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  const origin = pageOrigin ?? 'http://flexportal.invalid';
  let base: URL;
  let target: URL;
  try {
    base = new URL(`${baseURL.replace(/\/+$/, '')}/`, origin);
    target = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  if (target.username || target.password) return null;
  if (!target.pathname.startsWith(base.pathname)) return null;
  const rest = target.pathname.slice(base.pathname.length);
  if (!rest) return null;
  return `${rest}${target.search}`;
}
