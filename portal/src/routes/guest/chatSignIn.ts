import { safeWebUrl } from '@flexportal/core';
/** What `auth/rocket-chat` gives the user: a login URL to open, a token to enter, or both. */
export interface ChatSignIn {
  token: string | null;
  url: string | null;
  /** The chat guest has no user (a visitor, AC-1-08). */
  asGuest: boolean;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * Reads the answer of `auth/rocket-chat` (PP-7.2-12; the spec shows no payload, the sandbox
 * answers `{ token, url }`): null when it holds neither a token nor a usable URL.
 */
export function toChatSignIn(answer: unknown): ChatSignIn | null {
  const a = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const token = text(a.token);
  const url = safeWebUrl(a.url);
  const guest = a.guest as { user_id?: unknown } | null | undefined;
  const asGuest = Boolean(guest && typeof guest === 'object' && guest.user_id == null);
  return token || url ? { token, url, asGuest } : null;
}
