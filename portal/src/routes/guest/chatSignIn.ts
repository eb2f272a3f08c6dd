/** What `auth/rocket-chat` gives the user: a login URL to open, a token to enter, or both. */
export interface ChatSignIn {
  token: string | null;
  url: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Only an http(s) address becomes a link: a `javascript:` URL from a server never does. */
function webUrl(v: unknown): string | null {
  const s = text(v);
  if (!s) return null;
  try {
    const url = new URL(s);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads the answer of `auth/rocket-chat` (PP-7.2-12; the spec shows no payload, the sandbox
 * answers `{ token, url }`): null when it holds neither a token nor a usable URL.
 */
export function toChatSignIn(answer: unknown): ChatSignIn | null {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const token = text(a.token);
  const url = webUrl(a.url);
  return token || url ? { token, url } : null;
}
