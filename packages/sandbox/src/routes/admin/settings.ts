import { dataEnvelope, listEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { asc, count, sql } from 'drizzle-orm';
import { settings } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../../http/openapi.js';
import { PageQuery } from '../bankAccounts.js';
import { pageOf } from './shared.js';

const Setting = z.object({ key: z.string(), value: z.unknown(), updated_at: z.string() });

const UpsertSettingRequest = z.object({
  key: z
    .string({ error: 'The key field is required.' })
    .regex(/^[a-z][a-z0-9_.-]{0,99}$/, 'The key must be lower-case letters, digits, _ . or -.'),
  // Any JSON value except null: flags, amounts, lists, objects.
  value: z
    .unknown()
    .refine((v) => v !== undefined && v !== null, 'The value field is required.')
    .refine(
      (v) => v == null || JSON.stringify(v).length <= 65_536,
      'The value may not exceed 64 KB.',
    ),
});

const presentSetting = (row: typeof settings.$inferSelect) => ({
  key: row.key,
  value: row.value,
  updated_at: new Date(row.updatedAt).toISOString(),
});

/** `a/settings`: GET the list, POST an upsert `{key, value}` (AC-7admin-20). */
export function registerAdminSettings(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/settings',
      summary: 'Portal settings, by key (AC-7admin-20)',
      security: bearer,
      request: { query: PageQuery },
      responses: { 200: jsonResponse(listEnvelope(Setting), 'Settings'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(settings),
        (limit, offset) =>
          db.select().from(settings).orderBy(asc(settings.key)).limit(limit).offset(offset),
      );
      return c.json({ ...body, data: body.data.map(presentSetting) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/settings',
      summary: 'Create or replace one setting {key, value} (AC-7admin-20)',
      security: bearer,
      request: jsonBody(UpsertSettingRequest),
      responses: { 200: jsonResponse(dataEnvelope(Setting), 'Setting'), ...errorResponses },
    }),
    async (c) => {
      const { key, value } = c.req.valid('json');
      const now = new Date(deps.config.now()).toISOString();
      const [row] = await db
        .insert(settings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        })
        .returning();
      return c.json({ data: presentSetting(row as NonNullable<typeof row>) }, 200);
    },
  );
}
