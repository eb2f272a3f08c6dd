import { publishes } from '@flexportal/core/admin';
import {
  AdminAnnouncement,
  dataEnvelope,
  listEnvelope,
  MessageBody,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { count, desc, eq } from 'drizzle-orm';
import { companies } from '../../db/schema.js';
import { announcements } from '../../db/schemaActivity.js';
import type { Api, Deps } from '../../http/env.js';
import { notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../../http/openapi.js';
import { publishCompanyEvent } from '../../live/routes.js';
import { presentAnnouncement } from '../announcements.js';
import { PageQuery } from '../bankAccounts.js';
import { pageOf } from './shared.js';

const Title = z
  .string({ error: 'The title field is required.' })
  .trim()
  .min(1, 'The title field is required.')
  .max(200, 'The title may not be greater than 200 characters.');
const Message = z
  .string({ error: 'The message field is required.' })
  .trim()
  .min(1, 'The message field is required.')
  .max(5000, 'The message may not be greater than 5000 characters.');
const Published = z.boolean({ error: 'The published field must be true or false.' });
const CreateRequest = z.object({ title: Title, message: Message, published: Published.optional() });
const UpdateRequest = z
  .object({ title: Title.optional(), message: Message.optional(), published: Published.optional() })
  .refine((v) => v.title !== undefined || v.message !== undefined || v.published !== undefined, {
    message: 'Give at least one of title, message, published.',
    path: ['title'],
  });

const presentAdmin = (row: typeof announcements.$inferSelect) => ({
  ...presentAnnouncement(row),
  published: row.published,
});

/** `a/announcements`: list (drafts too), view, create, update, delete (AC-7admin). */
export function registerAdminAnnouncements(api: Api, deps: Deps): void {
  const { db } = deps;
  const find = async (id: number) => {
    const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
    if (!row) throw notFound('Announcement not found.');
    return row;
  };

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/announcements',
      summary: 'All announcements, published or not, newest first',
      security: bearer,
      request: { query: PageQuery },
      responses: {
        200: jsonResponse(listEnvelope(AdminAnnouncement), 'Announcements'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = await pageOf(
        c.req.valid('query'),
        c.req.url,
        db.select({ total: count() }).from(announcements),
        (limit, offset) =>
          db
            .select()
            .from(announcements)
            .orderBy(desc(announcements.createdAt), desc(announcements.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...body, data: body.data.map(presentAdmin) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/announcements/{id}',
      summary: 'One announcement',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(AdminAnnouncement), 'Announcement'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: presentAdmin(await find(c.req.valid('param').id)) }, 200),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/announcements',
      summary: 'Create an announcement {title, message, published?} (published by default)',
      security: bearer,
      request: jsonBody(CreateRequest),
      responses: {
        201: jsonResponse(dataEnvelope(AdminAnnouncement), 'Created'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const d = c.req.valid('json');
      const [row] = await db
        .insert(announcements)
        .values({
          title: d.title,
          message: d.message,
          published: d.published ?? true,
          createdAt: new Date(deps.config.now()).toISOString(),
        })
        .returning();
      const created = row as NonNullable<typeof row>;
      // Every company's dashboard shows a published one without a reload (issue 20).
      if (publishes(null, created)) await announceToCompanies(deps, created.id);
      return c.json({ data: presentAdmin(created) }, 201);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/a/announcements/{id}',
      summary: 'Update title, message and/or published',
      security: bearer,
      request: { params: IdParam, ...jsonBody(UpdateRequest) },
      responses: {
        200: jsonResponse(dataEnvelope(AdminAnnouncement), 'Updated'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const d = c.req.valid('json');
      const before = await find(c.req.valid('param').id);
      const [row] = await db
        .update(announcements)
        .set({
          ...(d.title !== undefined ? { title: d.title } : {}),
          ...(d.message !== undefined ? { message: d.message } : {}),
          ...(d.published !== undefined ? { published: d.published } : {}),
        })
        .where(eq(announcements.id, c.req.valid('param').id))
        .returning();
      if (!row) throw notFound('Announcement not found.');
      // A draft turned published reaches the dashboards like a new one.
      if (publishes(before, row)) await announceToCompanies(deps, row.id);
      return c.json({ data: presentAdmin(row) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/a/announcements/{id}',
      summary: 'Delete an announcement',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(MessageBody, 'Deleted'), ...errorResponses },
    }),
    async (c) => {
      const deleted = await db
        .delete(announcements)
        .where(eq(announcements.id, c.req.valid('param').id))
        .returning({ id: announcements.id });
      if (deleted.length === 0) throw notFound('Announcement not found.');
      return c.json({ message: 'Announcement deleted' }, 200);
    },
  );
}

/** Tells each company's channel that announcement `id` was published. */
async function announceToCompanies(deps: Deps, id: number): Promise<void> {
  if (!deps.live) return;
  const rows = await deps.db.select({ id: companies.id }).from(companies);
  for (const company of rows) publishCompanyEvent(deps, company.id, 'announcement.created', { id });
}
