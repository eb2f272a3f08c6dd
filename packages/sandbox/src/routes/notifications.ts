import { listEnvelope, Notification } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { authenticate, managerArea } from '../auth/middleware.js';
import { requireTwoFactor } from '../auth/twoFactorGate.js';
import { notifications } from '../db/schemaActivity.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../http/openapi.js';
import { presentNotification } from '../notifications/notify.js';
import { pageOf } from './admin/shared.js';
import { PageQuery } from './bankAccounts.js';

const Message = z.object({ message: z.string() });

/** The caller's notifications: the company's, for everyone or for this user. */
const visibleTo = (c: Context<AppEnv>) =>
  and(
    eq(notifications.companyId, companyOf(c).id),
    or(isNull(notifications.userId), eq(notifications.userId, c.get('auth').user.id)),
  );

/**
 * The manager notification calls (AC-7mgr-01..03): `GET manager/notifications-related`
 * (newest first, page 1 of 100 by default), `DELETE notifications/{id}` and
 * `DELETE notifications` (all the caller sees; the client asks first, AC-8-09).
 */
export function registerNotifications(api: Api, deps: Deps): void {
  const { db } = deps;
  // The spec writes these two without `manager/`; they are the manager area all the same.
  api.use('/notifications', authenticate(deps), managerArea());
  api.use('/notifications/*', authenticate(deps), managerArea());

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/notifications-related',
      summary: 'Notifications, newest first (AC-7mgr-01, PP-9-01: page 1, 100 per page)',
      security: bearer,
      request: { query: PageQuery },
      responses: {
        200: jsonResponse(listEnvelope(Notification), 'Notifications'),
        ...errorResponses,
      },
    }),
    async (c) => {
      requireTwoFactor(c, 'Notifications need two-factor authentication.');
      const where = visibleTo(c);
      const body = await pageOf(
        c.req.valid('query'),
        c.req.url,
        db.select({ total: count() }).from(notifications).where(where),
        (limit, offset) =>
          db
            .select()
            .from(notifications)
            .where(where)
            .orderBy(desc(notifications.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...body, data: body.data.map(presentNotification) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/notifications/{id}',
      summary: 'Remove one notification (AC-7mgr-02)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(Message, 'Removed'), ...errorResponses },
    }),
    async (c) => {
      requireTwoFactor(c, 'Notifications need two-factor authentication.');
      const gone = await db
        .delete(notifications)
        .where(and(visibleTo(c), eq(notifications.id, c.req.valid('param').id)))
        .returning({ id: notifications.id });
      if (gone.length === 0) throw notFound('Notification not found.');
      return c.json({ message: 'The notification was removed.' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/notifications',
      summary:
        'Remove all notifications the caller sees, after the purge confirmation (AC-7mgr-03)',
      security: bearer,
      responses: { 200: jsonResponse(Message, 'Purged'), ...errorResponses },
    }),
    async (c) => {
      requireTwoFactor(c, 'Notifications need two-factor authentication.');
      await db.delete(notifications).where(visibleTo(c));
      return c.json({ message: 'All notifications were removed.' }, 200);
    },
  );
}
