import { randomBytes } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { authKeys, users } from '../db/schema.js';
import { sha256 } from '../db/seed.js';
import type { Deps, UserRow } from '../http/env.js';
import { ApiError, fieldError } from '../http/errors.js';

/** The two path parts of a one-time link (`.../{a}/{b}`). */
export const KeyParams = z.object({
  a: z.string().min(1).max(200),
  b: z.string().min(1).max(200),
});

/**
 * Every kind of single-use key the API hands out, with its lifetime. `newestOnly`: a newer
 * key of the same kind, user and scope ends the older ones (only the newest reset link works).
 */
const KEY_KINDS = {
  reset: { ttlMs: 60 * 60_000, newestOnly: true },
  'approve-email': { ttlMs: 7 * 24 * 3600_000, newestOnly: true },
  legacy: { ttlMs: 5 * 60_000, newestOnly: false },
  oauth: { ttlMs: 5 * 60_000, newestOnly: false },
  flexpsp: { ttlMs: 10 * 60_000, newestOnly: false },
  // A remote portal's way back lives as long as a user takes to click it.
  portal: { ttlMs: 10 * 60_000, newestOnly: false },
  // The approve link of an e-mailed code: as long as its challenge (auth/otp.ts).
  'otp-approve': { ttlMs: 10 * 60_000, newestOnly: false },
  // The form and video verification pages of a compliance tracking (scope: its id).
  'verify-form': { ttlMs: 24 * 3600_000, newestOnly: true },
  'verify-video': { ttlMs: 24 * 3600_000, newestOnly: true },
} as const;
export type KeyKind = keyof typeof KEY_KINDS;

/** Which key a use names beyond its kind and text: the user and scope it must belong to. */
interface KeyFilter {
  userId?: number;
  scope?: string;
}

/** A key that was valid when used: its owner and scope. */
export interface UsedKey {
  user: UserRow;
  scope: string;
}

/** A new key of `kind`: its text, the hash stored for it and its expiry (ISO). */
export function keyMaterial(kind: KeyKind, now: number) {
  const key = randomBytes(24).toString('hex');
  return {
    key,
    keyHash: sha256(key),
    expiresAt: new Date(now + KEY_KINDS[kind].ttlMs).toISOString(),
  };
}

const invalidKey = (): never => {
  throw new ApiError(422, 'The link or key is invalid or has expired.', {
    errors: { key: ['The link or key is invalid or has expired.'] },
  });
};

/**
 * The single-use keys (one mechanism for all of them, R16.4): made random (192 bits), stored
 * as SHA-256 in auth_keys with their expiry; spent by ONE conditional `UPDATE ... RETURNING`
 * (unused, unexpired, and for `newestOnly` kinds without a newer one), so of any number of
 * simultaneous uses exactly one gets the row. A sign-in key a session minted dies with it.
 */
export function oneTimeKeys(deps: Pick<Deps, 'db' | 'config'>) {
  const { db, config } = deps;
  const now = () => new Date(config.now()).toISOString();
  const valid = (kind: KeyKind, key: string, filter: KeyFilter) => {
    const conds: SQL[] = [
      eq(authKeys.kind, kind),
      eq(authKeys.keyHash, sha256(key)),
      isNull(authKeys.usedAt),
      gt(authKeys.expiresAt, now()),
    ];
    if (filter.userId !== undefined) conds.push(eq(authKeys.userId, filter.userId));
    if (filter.scope !== undefined) conds.push(eq(authKeys.scope, filter.scope));
    if (KEY_KINDS[kind].newestOnly) {
      conds.push(
        sql`not exists (select 1 from ${authKeys} as newer where newer.user_id = ${authKeys.userId} and newer.kind = ${authKeys.kind} and newer.scope = ${authKeys.scope} and newer.id > ${authKeys.id})`,
      );
    }
    return and(...conds);
  };
  const ownerOf = async (row: { userId: number; scope: string } | undefined) => {
    if (!row) return null;
    const [user] = await db.select().from(users).where(eq(users.id, row.userId));
    return user ? { user, scope: row.scope } : null;
  };
  /** Spends a valid key in one statement; null when it is not valid (or already spent). */
  const trySpendKey = async (
    kind: KeyKind,
    key: string,
    filter: KeyFilter = {},
  ): Promise<UsedKey | null> => {
    const [row] = await db
      .update(authKeys)
      .set({ usedAt: now() })
      .where(valid(kind, key, filter))
      .returning({ userId: authKeys.userId, scope: authKeys.scope });
    return ownerOf(row);
  };
  /** A valid key, not spent; null when it is not valid. */
  const tryPeekKey = async (
    kind: KeyKind,
    key: string,
    filter: KeyFilter = {},
  ): Promise<UsedKey | null> => {
    const [row] = await db
      .select({ userId: authKeys.userId, scope: authKeys.scope })
      .from(authKeys)
      .where(valid(kind, key, filter));
    return ownerOf(row);
  };
  return {
    /** Mints a key of `kind` for `userId`; `sessionId` ties a sign-in key to its session. */
    async newKey(kind: KeyKind, userId: number, opts: { scope?: string; sessionId?: string } = {}) {
      const { key, keyHash, expiresAt } = keyMaterial(kind, config.now());
      await db.insert(authKeys).values({
        kind,
        userId,
        scope: opts.scope ?? '',
        keyHash,
        sessionId: opts.sessionId ?? null,
        expiresAt,
      });
      return key;
    },
    trySpendKey,
    /** Spends a valid key (422 when it is not): one statement, so it is spent at most once. */
    async spendKey(kind: KeyKind, key: string, filter: KeyFilter = {}): Promise<UsedKey> {
      return (await trySpendKey(kind, key, filter)) ?? invalidKey();
    },
    tryPeekKey,
    /** A valid key, not spent (a page that shows before its link is used); 422 when not valid. */
    async peekKey(kind: KeyKind, key: string, filter: KeyFilter = {}): Promise<UsedKey> {
      return (await tryPeekKey(kind, key, filter)) ?? invalidKey();
    },
    /** Ends the unused keys a session minted (its logout). */
    async endSessionKeys(sessionId: string) {
      await db
        .update(authKeys)
        .set({ usedAt: now() })
        .where(and(eq(authKeys.sessionId, sessionId), isNull(authKeys.usedAt)));
    },
    /** The user id of a link's first part; 422 when it cannot be one. */
    userIdParam(a: string) {
      const id = Number(a);
      if (!Number.isInteger(id) || id < 1 || id > 2147483647)
        throw fieldError('a', 'The link is invalid.');
      return id;
    },
  };
}
