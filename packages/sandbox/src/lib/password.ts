import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** One password-hash computation: a new hash or a check, and its scrypt cost (`N$r$p`). */
export interface PasswordWork {
  op: 'hash' | 'verify';
  cost: string;
}

const watchers = new Set<(work: PasswordWork) => void>();

/**
 * Calls `watcher` with every password hash this process computes (R16.8 counts them: a
 * sign-in does the same work whether or not its e-mail exists). Returns the unsubscribe.
 */
export function watchPasswordWork(watcher: (work: PasswordWork) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** scrypt password hash: `scrypt$N$r$p$salt$hash` (base64). No native build needed. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  for (const watch of watchers) watch({ op: 'hash', cost: `${N}$${R}$${P}` });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  for (const watch of watchers) watch({ op: 'verify', cost: `${n}$${r}$${p}` });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A stored hash no password matches, of exactly the cost {@link hashPassword} uses (the same
 * constants), so checking against it costs what checking a user's hash does.
 */
const NO_USER_HASH = `scrypt$${N}$${R}$${P}$${randomBytes(16).toString('base64')}$${Buffer.alloc(KEYLEN).toString('base64')}`;

/**
 * Checks a password against a user's stored hash, or, when there is no user, against a hash
 * of the same cost and answers false: one password hash either way (R16.8), so a sign-in's
 * time does not tell whether its e-mail is registered.
 */
export async function verifyPasswordOrNone(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const ok = await verifyPassword(password, stored ?? NO_USER_HASH);
  return stored !== undefined && ok;
}
