import {
  AdminUser,
  Company,
  CompanyFeature,
  CompanyType,
  dataEnvelope,
  listEnvelope,
  NodeType,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { asc, count, eq, sql } from 'drizzle-orm';
import { presentCompany } from '../../auth/present.js';
import type { SandboxConfig } from '../../config.js';
import { companies, users } from '../../db/schema.js';
import type { Api, CompanyRow, Deps } from '../../http/env.js';
import { notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { publishCompanyEvent } from '../../live/routes.js';
import { PageQuery } from '../bankAccounts.js';
import {
  findCompany,
  likePattern,
  pageOf,
  presentAdminUser,
  putById,
  SearchParam,
} from './shared.js';

const UpdateCompanyRequest = z.object({
  /** The company's name (the express data entry modal, PP-2.5-10); the column holds 200. */
  name: z
    .string({ error: 'The name must be text.' })
    .trim()
    .min(1, { error: 'The name is required.' })
    .max(200, { error: 'The name may have at most 200 characters.' })
    .optional(),
  /** Individual or company (PP-3.1 Company.legal_type). */
  legal_type: z
    .enum(['company', 'individual'], { error: 'The legal type must be company or individual.' })
    .optional(),
  enabled: z.boolean({ error: 'The enabled field must be true or false.' }).optional(),
  /** The full set of enabled features (replaces the current one). */
  enabled_features: z.array(CompanyFeature).max(20).optional(),
  /** The full set of company types (replaces the current one; at least one). */
  company_types: z.array(CompanyType).min(1).max(6).optional(),
  /** ROOT, SUB or MIXED: API payments are approved only on ROOT (AC-3-03). */
  node_type: NodeType.optional(),
  /** The white-label feature (AC-3 Company.white_label_enabled, AC-5-02). */
  white_label_enabled: z
    .boolean({ error: 'The white_label_enabled field must be true or false.' })
    .optional(),
});

/** Company as the administrator area shows it: the public company plus created_at and its CRM id. */
const presentAdminCompany = (company: CompanyRow) => ({
  ...presentCompany(company),
  zoho_id: company.zohoId,
  created_at: new Date(company.createdAt).toISOString(),
});

/** A CRM (Zoho) record id: letters, digits, `-` and `_`, as the CRM host passes it. */
const ZohoParam = z.object({
  x: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'The CRM id may hold only letters, digits, - and _.' }),
});

/** Drops cached sessions of the company's users: they carry the company row. */
function forgetCompany(config: SandboxConfig, companyId: number): void {
  for (const [jti, entry] of config.sessions) {
    if ((entry.value as { company: { id: number } | null }).company?.id === companyId) {
      config.sessions.delete(jti);
    }
  }
}

/** `a/companies`: list, one, update, employees (AC-7admin-10, AC-7admin-11). */
export function registerAdminCompanies(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/companies',
      summary: 'Companies, paginated; search by name (AC-7admin-10)',
      security: bearer,
      request: { query: PageQuery.extend({ search: SearchParam }) },
      responses: { 200: jsonResponse(listEnvelope(Company), 'Companies'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const cond = q.search ? sql`${companies.name} ilike ${likePattern(q.search)}` : undefined;
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(companies).where(cond),
        (limit, offset) =>
          db
            .select()
            .from(companies)
            .where(cond)
            .orderBy(asc(companies.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...body, data: body.data.map(presentAdminCompany) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/companies/{id}',
      summary: 'One company (AC-7admin-10)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(Company), 'Company'), ...errorResponses },
    }),
    async (c) => {
      const company = await findCompany(db, c.req.valid('param').id);
      return c.json({ data: presentAdminCompany(company) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/companies/view-by-zoho-id/{x}',
      summary:
        "The company whose CRM (Zoho) record id is x, for the CRM host's company profile (AC-7admin-10)",
      security: bearer,
      request: { params: ZohoParam },
      responses: { 200: jsonResponse(dataEnvelope(Company), 'Company'), ...errorResponses },
    }),
    async (c) => {
      const { x } = c.req.valid('param');
      const [company] = await db.select().from(companies).where(eq(companies.zohoId, x));
      if (!company) throw notFound('Company not found.');
      return c.json({ data: presentAdminCompany(company) }, 200);
    },
  );

  api.openapi(
    putById({
      path: '/a/companies/{id}',
      summary:
        'Enable or disable a company, set its name, legal type, features, white-label feature, company types and node type (AC-7admin-11, PP-2.5-10)',
      body: UpdateCompanyRequest,
      data: Company,
      description: 'Company',
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const company = await findCompany(db, id);
      const [updated] = await db
        .update(companies)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.legal_type !== undefined ? { legalType: input.legal_type } : {}),
          ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
          ...(input.enabled_features !== undefined
            ? { features: [...new Set(input.enabled_features)] }
            : {}),
          ...(input.company_types !== undefined
            ? { companyTypes: [...new Set(input.company_types)] }
            : {}),
          ...(input.node_type !== undefined ? { nodeType: input.node_type } : {}),
          ...(input.white_label_enabled !== undefined
            ? { whiteLabelEnabled: input.white_label_enabled }
            : {}),
        })
        .where(eq(companies.id, id))
        .returning();
      const row = updated ?? company;
      forgetCompany(deps.config, id);
      const presented = presentAdminCompany(row);
      publishCompanyEvent(deps, id, 'company.updated', presented);
      return c.json({ data: presented }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/companies/{id}/employees',
      summary: "The company's users, paginated (AC-7admin-10)",
      security: bearer,
      request: { params: IdParam, query: PageQuery },
      responses: { 200: jsonResponse(listEnvelope(AdminUser), 'Employees'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const company = await findCompany(db, c.req.valid('param').id);
      const cond = eq(users.companyId, company.id);
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(users).where(cond),
        (limit, offset) =>
          db.select().from(users).where(cond).orderBy(asc(users.id)).limit(limit).offset(offset),
      );
      return c.json({ ...body, data: body.data.map((u) => presentAdminUser(u, company)) }, 200);
    },
  );
}
