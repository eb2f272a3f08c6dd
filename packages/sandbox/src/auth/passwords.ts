import { and, eq, isNull, sql } from 'drizzle-orm';
import { forgetUser } from '../config.js';
import { authKeys, users } from '../db/schema.js';
import type { Deps, UserRow } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { hashPassword } from '../lib/password.js';

/**
 * Sets a user's password, whoever asks (the user, a reset link, an administrator), and ends
 * what the old password opened (R15.6): the token generation moves on, so every token issued
 * before is refused, and reset links not yet used die. Returns the updated user, whose
 * generation a token for the changing session must carry.
 */
export async function setPassword(deps: Deps, userId: number, password: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const now = new Date(deps.config.now()).toISOString();
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenGeneration: sql`${users.tokenGeneration} + 1` })
      .where(eq(users.id, userId))
      .returning();
    await tx
      .update(authKeys)
      .set({ usedAt: now })
      .where(and(eq(authKeys.userId, userId), eq(authKeys.kind, 'reset'), isNull(authKeys.usedAt)));
    return row;
  });
  if (!updated) throw notFound();
  forgetUser(deps.config, userId);
  return updated;
}
