import { Announcement, listEnvelope } from '@flexportal/core/contract';
import { createRoute } from '@hono/zod-openapi';
import { count, desc, eq } from 'drizzle-orm';
import { announcements } from '../db/schemaActivity.js';
import type { Api, Deps } from '../http/env.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { pageOf } from './admin/shared.js';
import { PageQuery } from './bankAccounts.js';

export const presentAnnouncement = (row: typeof announcements.$inferSelect) => ({
  id: row.id,
  title: row.title,
  message: row.message,
  created_at: new Date(row.createdAt).toISOString(),
});

/** `GET manager/announcements`: published only, newest first, paginated (per_page 100). */
export function registerAnnouncements(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/announcements',
      summary: 'Published announcements, newest first (AC-7mgr-27, PP-9-07)',
      security: bearer,
      request: { query: PageQuery },
      responses: {
        200: jsonResponse(listEnvelope(Announcement), 'Announcements'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const published = eq(announcements.published, true);
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(announcements).where(published),
        (limit, offset) =>
          db
            .select()
            .from(announcements)
            .where(published)
            .orderBy(desc(announcements.createdAt), desc(announcements.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...body, data: body.data.map(presentAnnouncement) }, 200);
    },
  );
}
