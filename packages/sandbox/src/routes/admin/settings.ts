import { COMPANY_FEATURES } from '@flexportal/core';
import {
  dataEnvelope,
  listEnvelope,
  Setting,
  type SettingLists,
  settingValueSchema,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { asc, count, sql } from 'drizzle-orm';
import { settings } from '../../db/schema.js';
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../../db/seedAccounts.js';
import type { Api, Deps } from '../../http/env.js';
import { ApiError, validationBody } from '../../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../../http/openapi.js';
import { PageQuery } from '../bankAccounts.js';
import { pageOf } from './shared.js';

/** What a known key's value may name: the sandbox's dictionary lists. */
const LISTS: SettingLists = {
  fiat: FIAT_CURRENCIES,
  crypto: CRYPTO_CURRENCIES,
  features: COMPANY_FEATURES,
};

/**
 * A known key's value must match its schema (AC-3-24..26): 422 on `value` (or
 * `value.min`, `value.max`) in the spec's error format, nothing stored. Keys the client
 * does not know take any JSON value.
 */
function checkValue(key: string, value: unknown): unknown {
  const schema = settingValueSchema(key, LISTS);
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ ...i, path: ['value', ...i.path] }));
  const body = validationBody({ issues } as unknown as z.ZodError);
  throw new ApiError(422, body.message, { errors: body.errors });
}

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

/**
 * The columns of a setting, its value read as JSON text and parsed here: drizzle's jsonb
 * reader parses a string once more, so a stored "500.00" would come back as 500.
 */
const COLUMNS = {
  key: settings.key,
  json: sql<string>`${settings.value}::text`,
  updatedAt: settings.updatedAt,
};

const presentSetting = (row: { key: string; json: string; updatedAt: string | Date }) => ({
  key: row.key,
  value: JSON.parse(row.json) as unknown,
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
          db.select(COLUMNS).from(settings).orderBy(asc(settings.key)).limit(limit).offset(offset),
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
      const { key } = c.req.valid('json');
      const value = checkValue(key, c.req.valid('json').value);
      const now = new Date(deps.config.now()).toISOString();
      const [row] = await db
        .insert(settings)
        // Serialised here: a bare string that reads as JSON ("500.00") would otherwise be
        // parsed by the driver into a number.
        .values({ key, value: sql`${JSON.stringify(value)}::jsonb`, updatedAt: now })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        })
        .returning(COLUMNS);
      return c.json({ data: presentSetting(row as NonNullable<typeof row>) }, 200);
    },
  );
}
