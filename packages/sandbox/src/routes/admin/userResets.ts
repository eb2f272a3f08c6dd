import { AdminUser, dataEnvelope, MessageBody } from '@flexportal/core/contract';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { forgetUser } from '../../config.js';
import { otpChallenges, usedTotpSteps, users } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { assertMayChange, findUser, presentAdminUser } from './shared.js';
import { clearThrottle } from './signInGuard.js';
import { logUserAction } from './userActivity.js';

/**
 * `DELETE a/users/{id}/reset/throttle` and `PUT a/users/{id}/reset/validator`
 * (AC-7admin-06, AC-6-06): unlock a user's sign-in after failed attempts; remove their
 * authenticator (the "validator") so they can assign a new one.
 */
export function registerAdminUserResets(api: Api, deps: Deps): void {
  const { db, config } = deps;
  api.openapi(
    createRoute({
      method: 'delete',
      path: '/a/users/{id}/reset/throttle',
      summary: "Forget the user's failed sign-ins and lift the lock (AC-7admin-06)",
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(MessageBody, 'Reset'), ...errorResponses },
    }),
    async (c) => {
      const { user } = await findUser(db, c.req.valid('param').id);
      const admin = c.get('auth').user;
      assertMayChange(admin, user);
      const removed = await clearThrottle(deps, user.email);
      await logUserAction(deps, admin, user.id, 'Sign-in throttle reset');
      return c.json({ message: removed ? 'Sign-in throttle reset' : 'No sign-in throttle' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/a/users/{id}/reset/validator',
      summary:
        "Remove the user's authenticator (two-factor validator) and their open codes (AC-7admin-06)",
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(AdminUser), 'User'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { user, company } = await findUser(db, id);
      const admin = c.get('auth').user;
      assertMayChange(admin, user);
      const updated = await db.transaction(async (tx) => {
        await tx.delete(otpChallenges).where(eq(otpChallenges.userId, id));
        await tx.delete(usedTotpSteps).where(eq(usedTotpSteps.userId, id));
        return tx.update(users).set({ totpSecret: null }).where(eq(users.id, id)).returning();
      });
      forgetUser(config, id);
      await logUserAction(deps, admin, id, 'Two-factor validator reset');
      return c.json({ data: presentAdminUser(updated[0] ?? user, company) }, 200);
    },
  );
}
