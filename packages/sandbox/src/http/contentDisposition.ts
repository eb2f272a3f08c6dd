// ES2024's String.prototype.toWellFormed (Node 20+), typed here: the lib is ES2023.
type MaybeWellFormed = string & { toWellFormed?: () => string };

/** RFC 5987 attr-char: what `filename*` may carry unescaped. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** Percent-encodes a name's UTF-8 bytes except the RFC 5987 attr-chars. */
function encodeExtValue(name: string): string {
  let out = '';
  for (const ch of name) {
    if (ATTR_CHAR.test(ch)) out += ch;
    else
      for (const byte of new TextEncoder().encode(ch))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * The ASCII stand-in of a name for `filename=`: accents dropped (März is Marz), every other
 * character outside printable ASCII, and the quote, backslash and percent sign (which some
 * browsers would decode), become `_`.
 */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/gu, '_');
}

/** Options of {@link contentDisposition}. */
export interface DispositionOptions {
  /** Put before the cleaned name (`errors-` for an import's errors file). */
  prefix?: string;
  /** The name when nothing of the stored one is left. */
  fallback?: string;
}

/**
 * The `Content-Disposition` of every file download (RFC 6266): `attachment` with an ASCII
 * `filename="..."` for old clients and the exact name as RFC 5987 `filename*=UTF-8''...`.
 * A stored name may hold anything a person typed: path parts and control characters are
 * dropped first, an unpaired surrogate becomes U+FFFD, and an empty name becomes the
 * fallback. No name can make a download fail (a header carries only Latin-1).
 */
export function contentDisposition(name: string, options: DispositionOptions = {}): string {
  const base = name
    .replace(/\p{Cc}/gu, '')
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 255);
  const named = `${options.prefix ?? ''}${base || options.fallback || 'download'}`;
  const clean = (named as MaybeWellFormed).toWellFormed?.() ?? named;
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
