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

/** Query parameters restricted to the screen's declared props. */
export function screenProps(
  query: URLSearchParams,
  declared: Readonly<Record<string, string>>,
): Record<string, string> {
  const props: Record<string, string> = {};
  for (const name of Object.keys(declared)) {
    const value = query.get(name);
    if (value !== null) props[name] = value;
  }
  return props;
}
