import { AdminUser, dataEnvelope, LoginResult, MessageBody, Role } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { setPassword } from '../../auth/passwords.js';
import { forgetUser } from '../../config.js';
import {
  authCheckpoints,
  authKeys,
  integrityChecks,
  otpChallenges,
  timelineNotes,
  transactions,
  usedTotpSteps,
  users,
} from '../../db/schema.js';
import { transactionHistory } from '../../db/schemaActivity.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError, forbidden } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../../http/openapi.js';
import { loginAnswer } from '../auth.js';
import { Password } from '../authFlows.js';
import { assertMayChange, findUser, isAdminRole, presentAdminUser } from './shared.js';

const SetPasswordRequest = z
  .object({ password: Password, password_confirmation: z.string().optional() })
  .refine((v) => v.password_confirmation === undefined || v.password === v.password_confirmation, {
    path: ['password'],
    message: 'The password confirmation does not match.',
  });

/**
 * `a/users/{id}/role`, `/password`, `/login` (AC-7admin-05, PP-4.8-06) and
 * `DELETE a/users/{id}` (AC-7admin-07).
 */
export function registerAdminUserActions(api: Api, deps: Deps): void {
  const { db, config } = deps;
  api.openapi(
    createRoute({
      method: 'put',
      path: '/a/users/{id}/role',
      summary:
        'Change the role; only a super-admin grants or changes administrator roles (AC-7admin-05)',
      security: bearer,
      request: { params: IdParam, ...jsonBody(z.object({ role: Role })) },
      responses: { 200: jsonResponse(dataEnvelope(AdminUser), 'User'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { role } = c.req.valid('json');
      const actor = c.get('auth').user;
      const { user, company } = await findUser(db, id);
      if (user.id === actor.id) throw forbidden('You cannot change your own role.');
      if (isAdminRole(role) && actor.role !== 'super-admin') {
        throw forbidden('Only a super-admin can grant an administrator role.');
      }
      assertMayChange(actor, user);
      // PP-3.1: administrators have no company, managers act for one.
      if (isAdminRole(role) && user.companyId !== null) {
        throw fieldError('role', 'A user of a company cannot be an administrator.');
      }
      if (!isAdminRole(role) && user.companyId === null) {
        throw fieldError('role', 'A manager role needs a company.');
      }
      const [updated] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
      forgetUser(config, id);
      return c.json({ data: presentAdminUser(updated ?? user, company) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/a/users/{id}/password',
      summary: "Set a user's password (min 8, a digit and a special character; AC-7admin-05)",
      security: bearer,
      request: { params: IdParam, ...jsonBody(SetPasswordRequest) },
      responses: { 200: jsonResponse(MessageBody, 'Changed'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { password } = c.req.valid('json');
      const { user } = await findUser(db, id);
      assertMayChange(c.get('auth').user, user);
      await setPassword(deps, id, password);
      return c.json({ message: 'Password updated' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/a/users/{id}',
      summary: 'Delete a user; never yourself (AC-7admin-07)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(MessageBody, 'Deleted'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = c.get('auth').user;
      const { user } = await findUser(db, id);
      if (user.id === actor.id) throw forbidden('You cannot delete yourself.');
      assertMayChange(actor, user);
      await db.transaction(async (tx) => {
        // The user's own keys and codes go; the company's transactions stay, unattributed.
        await tx.delete(otpChallenges).where(eq(otpChallenges.userId, id));
        await tx.delete(usedTotpSteps).where(eq(usedTotpSteps.userId, id));
        await tx.delete(authKeys).where(eq(authKeys.userId, id));
        await tx.delete(authCheckpoints).where(eq(authCheckpoints.userId, id));
        await tx.update(timelineNotes).set({ userId: null }).where(eq(timelineNotes.userId, id));
        await tx
          .update(integrityChecks)
          .set({ userId: null })
          .where(eq(integrityChecks.userId, id));
        await tx.update(transactions).set({ userId: null }).where(eq(transactions.userId, id));
        await tx
          .update(transactionHistory)
          .set({ userId: null })
          .where(eq(transactionHistory.userId, id));
        await tx.delete(users).where(eq(users.id, id));
      });
      // Its tokens stop working: authentication finds no user any more.
      forgetUser(config, id);
      return c.json({ message: 'User deleted' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/users/{id}/login',
      summary:
        'Log in as a manager (impersonation): the same answer as auth/login; the portal keeps the admin token in reserve (AC-7admin-05, PP-4.8-06)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result of the user'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { user, company } = await findUser(db, c.req.valid('param').id);
      if (isAdminRole(user.role)) throw forbidden('Administrators cannot be impersonated.');
      // On the user's timeline, by the administrator: who acted as whom, and when (R15.11).
      const admin = c.get('auth').user;
      await db.insert(timelineNotes).values({
        entityClass: 'users',
        entityId: user.id,
        userId: admin.id,
        note: `Impersonated by ${admin.email} (signed in as this user).`,
        createdAt: new Date(config.now()).toISOString(),
      });
      return c.json({ data: loginAnswer(deps, user, company) }, 200);
    },
  );
}
