import { dataEnvelope, listEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { authCheckpoints, users } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { isoTime, likePattern, pageOf, SearchParam } from './shared.js';

const STATUSES = ['active', 'blocked'] as const;

/** AC-9-01: 50 per page unless the caller asks otherwise. */
const CheckpointQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(50),
  user_id: IdParam.shape.id.optional(),
  status: z.enum(STATUSES, { error: 'The status must be active or blocked.' }).optional(),
  /** IP, browser or e-mail contains. */
  search: SearchParam,
});

const Checkpoint = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), email: z.string() }),
  ip: z.string(),
  browser: z.string(),
  status: z.enum(STATUSES),
  sign_ins: z.number().int(),
  last_seen_at: z.string(),
  created_at: z.string(),
});

const columns = {
  id: authCheckpoints.id,
  userId: authCheckpoints.userId,
  email: users.email,
  ip: authCheckpoints.ip,
  browser: authCheckpoints.browser,
  status: authCheckpoints.status,
  signIns: authCheckpoints.signIns,
  lastSeenAt: authCheckpoints.lastSeenAt,
  createdAt: authCheckpoints.createdAt,
};

const present = (r: {
  id: number;
  userId: number;
  email: string;
  ip: string;
  browser: string;
  status: string;
  signIns: number;
  lastSeenAt: string;
  createdAt: string;
}) => ({
  id: r.id,
  user: { id: r.userId, email: r.email },
  ip: r.ip,
  browser: r.browser,
  status: r.status as (typeof STATUSES)[number],
  sign_ins: r.signIns,
  last_seen_at: isoTime(r.lastSeenAt),
  created_at: isoTime(r.createdAt),
});

/**
 * `a/auth-checkpoints` (AC-7admin-09, AC-9-01): where users signed in from, recorded by the
 * sign-in route; `PUT {id}/status` toggles active/blocked, and a blocked one refuses
 * sign-ins from that IP and browser.
 */
export function registerAdminAuthCheckpoints(api: Api, deps: Deps): void {
  const { db } = deps;
  const select = () =>
    db.select(columns).from(authCheckpoints).innerJoin(users, eq(users.id, authCheckpoints.userId));

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/auth-checkpoints',
      summary:
        'Sign-in checkpoints, last seen first, 50 per page: user_id, status, search (AC-7admin-09)',
      security: bearer,
      request: { query: CheckpointQuery },
      responses: { 200: jsonResponse(listEnvelope(Checkpoint), 'Checkpoints'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where: SQL[] = [];
      if (q.user_id) where.push(eq(authCheckpoints.userId, q.user_id));
      if (q.status) where.push(eq(authCheckpoints.status, q.status));
      if (q.search) {
        const like = likePattern(q.search);
        where.push(
          sql`(${authCheckpoints.ip} ilike ${like} or ${authCheckpoints.browser} ilike ${like} or ${users.email} ilike ${like})`,
        );
      }
      const cond = where.length ? and(...where) : undefined;
      const body = await pageOf(
        q,
        c.req.url,
        db
          .select({ total: count() })
          .from(authCheckpoints)
          .innerJoin(users, eq(users.id, authCheckpoints.userId))
          .where(cond),
        (limit, offset) =>
          select()
            .where(cond)
            .orderBy(desc(authCheckpoints.lastSeenAt), desc(authCheckpoints.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...body, data: body.data.map(present) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/a/auth-checkpoints/{id}/status',
      summary: 'Toggle a checkpoint between active and blocked (AC-7admin-09)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(Checkpoint), 'Checkpoint'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      // One statement flips the status, so two quick toggles cannot both read "active".
      const [flipped] = await db
        .update(authCheckpoints)
        .set({
          status: sql`case when ${authCheckpoints.status} = 'active' then 'blocked' else 'active' end`,
        })
        .where(eq(authCheckpoints.id, id))
        .returning({ id: authCheckpoints.id });
      if (!flipped) throw notFound('Auth checkpoint not found.');
      const [row] = await select().where(eq(authCheckpoints.id, id));
      return c.json({ data: present(row as Parameters<typeof present>[0]) }, 200);
    },
  );
}
