import { AdminUser, dataEnvelope, listEnvelope, Role } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { forgetUser } from '../../config.js';
import { companies, users } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError, notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { sqlState } from '../../ledger/operations.js';
import { publishUser } from '../../live/routes.js';
import { PageQuery } from '../bankAccounts.js';
import {
  assertMayChange,
  findUser,
  likePattern,
  pageOf,
  presentAdminUser,
  putById,
  SearchParam,
} from './shared.js';
import { logUserAction } from './userActivity.js';

const UpdateUserRequest = z.object({
  first_name: z.string().trim().min(1, 'The first name field is required.').max(120),
  last_name: z.string().trim().max(120).optional(),
  email: z.string().trim().email('The email must be a valid email address.').max(200),
});

const emailTaken = () => fieldError('email', 'The email has already been taken.');

/** `a/users`: list, one, update (AC-7admin-04). */
export function registerAdminUsers(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/users',
      summary: 'Users, paginated; search by e-mail or name, filter by role (AC-7admin-04)',
      security: bearer,
      request: { query: PageQuery.extend({ search: SearchParam, role: Role.optional() }) },
      responses: { 200: jsonResponse(listEnvelope(AdminUser), 'Users'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where: SQL[] = [];
      if (q.role) where.push(eq(users.role, q.role));
      if (q.search) {
        const like = likePattern(q.search);
        where.push(
          or(
            sql`${users.email} ilike ${like}`,
            sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
          ) as SQL,
        );
      }
      const cond = where.length ? and(...where) : undefined;
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(users).where(cond),
        (limit, offset) =>
          db
            .select({ user: users, company: companies })
            .from(users)
            .leftJoin(companies, eq(companies.id, users.companyId))
            .where(cond)
            .orderBy(asc(users.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json(
        { ...body, data: body.data.map((r) => presentAdminUser(r.user, r.company)) },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/users/{id}',
      summary: 'One user (AC-7admin-04)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(AdminUser), 'User'), ...errorResponses },
    }),
    async (c) => {
      const { user, company } = await findUser(db, c.req.valid('param').id);
      return c.json({ data: presentAdminUser(user, company) }, 200);
    },
  );

  // One update, two paths: any user (AC-7admin-04) and a company's employee (AC-7admin-11,
  // `PUT a/companies/employees/{e}`), which refuses a user of no company as not found.
  for (const [path, summary, employeesOnly] of [
    [
      '/a/users/{id}',
      'Update first name, last name and e-mail; the e-mail stays unique (AC-7admin-04)',
      false,
    ],
    [
      '/a/companies/employees/{id}',
      "Update a company employee's first name, last name and e-mail (AC-7admin-11)",
      true,
    ],
  ] as const) {
    api.openapi(
      putById({
        path,
        summary,
        body: UpdateUserRequest,
        data: AdminUser,
        description: 'User',
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const { user, company } = await findUser(db, id);
        if (employeesOnly && !company) throw notFound('Employee not found.');
        const admin = c.get('auth').user;
        assertMayChange(admin, user);
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), ne(users.id, id)));
        if (taken) throw emailTaken();
        const updated = await db
          .update(users)
          .set({
            firstName: input.first_name,
            email: input.email,
            ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
          })
          .where(eq(users.id, id))
          .returning()
          .catch((err: unknown) => {
            // A concurrent update took the same e-mail between the check and the write.
            throw sqlState(err) === '23505' ? emailTaken() : err;
          });
        const row = updated[0] ?? user;
        forgetUser(deps.config, id);
        publishUser(deps, { company }, row);
        await logUserAction(deps, admin, id, 'Profile edited');
        return c.json({ data: presentAdminUser(row, company) }, 200);
      },
    );
  }
}
