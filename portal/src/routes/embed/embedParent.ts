import { coerceProps, type PropKind } from '@flexportal/react/registry';

/**
 * The origin of the page framing us, or null when it cannot be trusted: it must be the one
 * the host declared (`parent` query), match the browser's own record of the ancestor where
 * the browser keeps one, and be in the allowlist.
 */
export function trustedParentOrigin(
  declared: string | null,
  ancestorOrigins: readonly string[] | undefined,
  allowed: readonly string[],
): string | null {
  if (!declared) return null;
  let origin: string;
  try {
    origin = new URL(declared).origin;
  } catch {
    return null;
  }
  if (ancestorOrigins && ancestorOrigins.length > 0 && ancestorOrigins[0] !== origin) return null;
  return allowed.includes(origin) ? origin : null;
}

/**
 * The screen's props from the frame's query: the framed element passes its attributes raw
 * (keyed by prop name), and they are coerced here as an inline element coerces them.
 */
export function screenProps(
  query: URLSearchParams,
  declared: Readonly<Record<string, PropKind>>,
): Record<string, unknown> {
  return coerceProps(declared, Object.fromEntries(query));
}
