import { mayImpersonate, roleChangeRefusal } from '@flexportal/core/admin';
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
import { notifications, transactionHistory } from '../../db/schemaActivity.js';
import { reports } from '../../db/schemaCompany.js';
import { complianceTrackings } from '../../db/schemaCompliance.js';
import { imports } from '../../db/schemaImports.js';
import { tickets, ticketThreads } from '../../db/schemaSupport.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError, forbidden } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../../http/openapi.js';
import { loginAnswer } from '../auth.js';
import { Password } from '../authFlows.js';
import { assertMayChange, findUser, presentAdminUser } from './shared.js';
import { logUserAction } from './userActivity.js';

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
      // Core's rule, the one the role select offers its options by (AC-6-06).
      const refusal = roleChangeRefusal(
        actor,
        { id: user.id, role: user.role, hasCompany: user.companyId !== null },
        role,
      );
      // PP-3.1: administrators have no company, managers act for one (a field error).
      if (refusal && /company/.test(refusal)) throw fieldError('role', refusal);
      if (refusal) throw forbidden(refusal);
      const [updated] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
      forgetUser(config, id);
      await logUserAction(deps, actor, id, `Role changed from ${user.role} to ${role}`);
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
      const admin = c.get('auth').user;
      assertMayChange(admin, user);
      await setPassword(deps, id, password);
      await logUserAction(deps, admin, id, 'Password changed');
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
        // What the user wrote or asked for stays with the company, unattributed; their own
        // notifications go with them.
        await tx.delete(notifications).where(eq(notifications.userId, id));
        await tx.update(tickets).set({ userId: null }).where(eq(tickets.userId, id));
        await tx.update(ticketThreads).set({ userId: null }).where(eq(ticketThreads.userId, id));
        await tx.update(reports).set({ userId: null }).where(eq(reports.userId, id));
        await tx.update(imports).set({ userId: null }).where(eq(imports.userId, id));
        await tx
          .update(complianceTrackings)
          .set({ userId: null })
          .where(eq(complianceTrackings.userId, id));
        await tx.delete(users).where(eq(users.id, id));
      });
      // Its tokens stop working: authentication finds no user any more.
      forgetUser(config, id);
      await logUserAction(deps, actor, id, `User ${user.email} deleted`);
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
      if (!mayImpersonate(user)) throw forbidden('Administrators cannot be impersonated.');
      // On the user's timeline, by the administrator: who acted as whom, and when (R15.11).
      const admin = c.get('auth').user;
      await logUserAction(deps, admin, user.id, 'Impersonated (signed in as this user)');
      return c.json({ data: loginAnswer(deps, user, company) }, 200);
    },
  );
}
