import { randomBytes } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { authKeys, companies, users } from '../db/schema.js';
import { sha256 } from '../db/seed.js';
import type { Deps, UserRow } from '../http/env.js';
import { ApiError, fieldError, notFound } from '../http/errors.js';
import { presentUser } from './present.js';
import { tokenFor } from './tokens.js';

/** The two path parts of a one-time link (`.../{a}/{b}`). */
export const KeyParams = z.object({
  a: z.string().min(1).max(200),
  b: z.string().min(1).max(200),
});

/**
 * One-time keys of the auth flows (reset, approval, legacy, flexpsp, portal links), stored
 * hashed in auth_keys, and the login answer a key-based sign-in gives.
 */
export function oneTimeKeys(deps: Deps) {
  const { db, config } = deps;
  const loginResult = async (user: UserRow) => {
    const company = user.companyId
      ? ((await db.select().from(companies).where(eq(companies.id, user.companyId)))[0] ?? null)
      : null;
    return { user: presentUser(user, company), token: tokenFor(deps, user), redirect_url: null };
  };
  const newKey = async (kind: string, userId: number, ttlMs: number, scope = '') => {
    const key = randomBytes(24).toString('hex');
    await db.insert(authKeys).values({
      kind,
      userId,
      scope,
      keyHash: sha256(key),
      expiresAt: new Date(config.now() + ttlMs).toISOString(),
    });
    return key;
  };
  /** A valid, unused key of `kind` for `userId` (and `scope`); consumed when `consume`. */
  const useKey = async (
    kind: string,
    key: string,
    opts: { userId?: number; scope?: string; consume: boolean },
  ) => {
    const conds = [
      eq(authKeys.kind, kind),
      eq(authKeys.keyHash, sha256(key)),
      isNull(authKeys.usedAt),
      gt(authKeys.expiresAt, new Date(config.now()).toISOString()),
    ];
    if (opts.userId !== undefined) conds.push(eq(authKeys.userId, opts.userId));
    if (opts.scope !== undefined) conds.push(eq(authKeys.scope, opts.scope));
    const [row] = opts.consume
      ? await db
          .update(authKeys)
          .set({ usedAt: new Date(config.now()).toISOString() })
          .where(and(...conds))
          .returning()
      : await db
          .select()
          .from(authKeys)
          .where(and(...conds));
    if (!row)
      throw new ApiError(422, 'The link or key is invalid or has expired.', {
        errors: { key: ['The link or key is invalid or has expired.'] },
      });
    const [user] = await db.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw notFound();
    return user;
  };
  const userIdParam = (a: string) => {
    const id = Number(a);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647)
      throw fieldError('a', 'The link is invalid.');
    return id;
  };
  return { loginResult, newKey, useKey, userIdParam };
}
