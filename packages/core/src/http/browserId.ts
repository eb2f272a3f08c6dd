import type { KeyValueStorage } from '../storage/KeyValueStorage.js';

/** Storage key of the per-browser identifier (spec 7.1). */
export const BROWSER_ID_KEY = 'flexportal.browser_id';
/** Length of the per-browser identifier (spec 9). */
const BROWSER_ID_LENGTH = 30;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Makes a random identifier of {@link BROWSER_ID_LENGTH} characters from a CSPRNG. */
export function randomBrowserId(): string {
  const bytes = new Uint8Array(BROWSER_ID_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  // 62 does not divide 256 evenly; the small bias is irrelevant for an identifier.
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}

/** Returns this browser's identifier, creating and storing it the first time. */
export function getBrowserId(storage: KeyValueStorage): string {
  const existing = storage.getItem(BROWSER_ID_KEY);
  if (existing && existing.length === BROWSER_ID_LENGTH) return existing;
  const id = randomBrowserId();
  storage.setItem(BROWSER_ID_KEY, id);
  return id;
}
