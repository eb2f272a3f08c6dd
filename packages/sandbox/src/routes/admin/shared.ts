import { userChangeRefusal } from '@flexportal/core/admin';
import { dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { presentUser } from '../../auth/present.js';
import { companies, users } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { CompanyRow, UserRow } from '../../http/env.js';
import { forbidden, notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../../http/openapi.js';
import { listMeta } from '../../http/paginate.js';

/** A `search` query parameter: trimmed, up to 200 characters. */
export const SearchParam = z.string().trim().max(200).optional();

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** User as the administrator area shows it: the public user plus created_at. */
export function presentAdminUser(user: UserRow, company: CompanyRow | null) {
  return { ...presentUser(user, company), created_at: new Date(user.createdAt).toISOString() };
}

/** A user and their company; 404 when the id does not exist. */
export async function findUser(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  if (!row) throw notFound('User not found.');
  return row;
}

/** A company; 404 when the id does not exist. */
export async function findCompany(db: Db, id: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound('Company not found.');
  return row;
}

/**
 * Administrators (super-admin, admin) are changed only by a super-admin: an admin who could
 * set a super-admin's password or role could make themselves one.
 */
export function assertMayChange(actor: UserRow, target: UserRow): void {
  // Core's rule, the one the users screen hides its actions by (AC-6-06).
  const refusal = userChangeRefusal(actor, {
    id: target.id,
    role: target.role,
    hasCompany: target.companyId !== null,
  });
  if (refusal) throw forbidden(refusal);
}

/** Runs a count and a page query and answers the Laravel list shape. */
export async function pageOf<T>(
  q: { page: number; per_page: number },
  url: string,
  total: PromiseLike<Array<{ total: number }>>,
  rows: (limit: number, offset: number) => PromiseLike<T[]>,
) {
  const [[counted], data] = await Promise.all([total, rows(q.per_page, (q.page - 1) * q.per_page)]);
  return { data, meta: listMeta(counted?.total ?? 0, q.page, q.per_page, url) };
}

/**
 * `PUT a/<things>/{id}` with a JSON body, answering `{ data }` of one thing: the route shape
 * the update routes share.
 */
export function putById<B extends z.ZodType, R extends z.ZodType>(route: {
  path: string;
  summary: string;
  body: B;
  data: R;
  description: string;
}) {
  return createRoute({
    method: 'put',
    path: route.path,
    summary: route.summary,
    security: bearer,
    request: { params: IdParam, ...jsonBody(route.body) },
    responses: {
      200: jsonResponse(dataEnvelope(route.data), route.description),
      ...errorResponses,
    },
  });
}

/** An ISO instant of a timestamp column (the database's text or a Date). */
export const isoTime = (value: string | Date) => new Date(value).toISOString();
