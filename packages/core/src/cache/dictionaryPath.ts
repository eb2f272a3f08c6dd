/**
 * Where a dictionary file named by the summary is fetched, as a path under the API base for
 * the client's own HTTP layer (base, token, headers), or null when it must not be fetched.
 *
 * - a relative url (`files/countries`) is a path under the base;
 * - a root-relative or absolute url must lie under the base's path and becomes the rest of it
 *   (`/api/v2/dictionaries/files/countries` -> `dictionaries/files/countries`), whatever its
 *   origin: a server behind a proxy names files at the origin it sees, not the one the client
 *   reaches it by. The file is always asked of the client's own API, so the token never goes
 *   anywhere else;
 * - a url with credentials, or outside the base's path, is refused.
 *
 * `baseURL` may itself be same-origin (`/api/v2`); `pageOrigin` is then the page's
 * `location.origin`.
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
  if (target.username || target.password) return null;
  if (!target.pathname.startsWith(base.pathname)) return null;
  const rest = target.pathname.slice(base.pathname.length);
  if (!rest) return null;
  return `${rest}${target.search}`;
}
