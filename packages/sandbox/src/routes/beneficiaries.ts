import {
  Beneficiary,
  BeneficiaryDraft,
  dataEnvelope,
  listEnvelope,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { agents } from '../db/schema.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { fieldError, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../http/openapi.js';
import { listMeta } from '../http/paginate.js';
import { ownAccount } from '../ledger/operations.js';
import { ibanValid } from '../lib/iban.js';
import { PageQuery } from './bankAccounts.js';

type AgentRow = typeof agents.$inferSelect;
const AGENT_FIELDS = [
  'iban',
  'company_name',
  'first_name',
  'last_name',
  'country',
  'city',
  'street',
  'building_number',
  'building_name',
  'zip_code',
  'sort_code',
  'free_market_sector_id',
  'free_market_industry_id',
  'bank_account',
  'bank_swift',
  'bank_name',
  'bank_country',
  'bank_city',
  'bank_address',
] as const;

export function presentAgent(a: AgentRow): Beneficiary {
  const fields = Object.fromEntries(AGENT_FIELDS.map((f) => [f, a.fields[f] ?? null]));
  return {
    id: a.id,
    bank_account_id: a.bankAccountId,
    legal_type: a.legalType,
    ...fields,
  } as Beneficiary;
}
export const agentName = (a: AgentRow) =>
  String(
    a.fields.company_name ?? [a.fields.first_name, a.fields.last_name].filter(Boolean).join(' '),
  );

/** Registers the beneficiaries (agents) CRUD under `manager/transactions/agents` (PP-7.4-19). */
export function registerBeneficiaries(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/transactions/agents',
      summary: 'Beneficiaries, by bank_account_id and search text (PP-7.4-19)',
      security: bearer,
      request: {
        query: PageQuery.extend({
          bank_account_id: z.coerce.number().int().positive().optional(),
          search: z.string().max(100).optional(),
        }),
      },
      responses: {
        200: jsonResponse(listEnvelope(Beneficiary), 'Beneficiaries'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = companyOf(c);
      const q = c.req.valid('query');
      const where: SQL[] = [eq(agents.companyId, company.id)];
      if (q.bank_account_id) where.push(eq(agents.bankAccountId, q.bank_account_id));
      if (q.search) {
        const like = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        where.push(sql`${agents.fields}::text ilike ${like}`);
      }
      const cond = and(...where);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(agents)
        .where(cond);
      const rows = await db
        .select()
        .from(agents)
        .where(cond)
        .orderBy(asc(agents.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page);
      return c.json(
        { data: rows.map(presentAgent), meta: listMeta(total, q.page, q.per_page, c.req.url) },
        200,
      );
    },
  );

  const findAgent = async (c: Context<AppEnv>, id: number) => {
    const [row] = await db
      .select()
      .from(agents)
      .where(and(eq(agents.id, id), eq(agents.companyId, companyOf(c).id)));
    if (!row) throw notFound('Beneficiary not found.');
    return row;
  };
  const fieldsOf = (d: z.infer<typeof BeneficiaryDraft>) =>
    Object.fromEntries(
      AGENT_FIELDS.map((f) => [f, (d[f] ?? null) as string | number | null]).filter(
        ([, v]) => v !== null,
      ),
    );
  const checkDraft = async (c: Context<AppEnv>, d: z.infer<typeof BeneficiaryDraft>) => {
    if (d.bank_account_id) await ownAccount(db, companyOf(c).id, d.bank_account_id);
    if (d.iban && !ibanValid(d.iban.replace(/\s+/g, '').toUpperCase()))
      throw fieldError('iban', 'The IBAN is invalid.');
    if (d.legal_type === 'company' && !d.company_name)
      throw fieldError('company_name', 'The company name is required.');
    if (d.legal_type === 'individual' && !(d.first_name && d.last_name)) {
      throw fieldError('first_name', 'The first and last name are required.');
    }
    return { ...d, iban: d.iban ? d.iban.replace(/\s+/g, '').toUpperCase() : null };
  };
  const body = {
    body: { required: true, content: { 'application/json': { schema: BeneficiaryDraft } } },
  };

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/transactions/agents/{id}',
      summary: 'One beneficiary (PP-7.4-19)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(Beneficiary), 'Beneficiary'), ...errorResponses },
    }),
    async (c) => c.json({ data: presentAgent(await findAgent(c, c.req.valid('param').id)) }, 200),
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/transactions/agents',
      summary: 'Save a beneficiary (PP-7.4-19)',
      security: bearer,
      request: body,
      responses: { 201: jsonResponse(dataEnvelope(Beneficiary), 'Created'), ...errorResponses },
    }),
    async (c) => {
      const d = await checkDraft(c, c.req.valid('json'));
      const [row] = await db
        .insert(agents)
        .values({
          companyId: companyOf(c).id,
          bankAccountId: d.bank_account_id ?? null,
          legalType: d.legal_type,
          fields: fieldsOf(d),
        })
        .returning();
      return c.json({ data: presentAgent(row as AgentRow) }, 201);
    },
  );
  api.openapi(
    createRoute({
      method: 'put',
      path: '/manager/transactions/agents/{id}',
      summary: 'Update a beneficiary (PP-7.4-19)',
      security: bearer,
      request: { params: IdParam, ...body },
      responses: { 200: jsonResponse(dataEnvelope(Beneficiary), 'Updated'), ...errorResponses },
    }),
    async (c) => {
      const existing = await findAgent(c, c.req.valid('param').id);
      const d = await checkDraft(c, c.req.valid('json'));
      const [row] = await db
        .update(agents)
        .set({
          bankAccountId: d.bank_account_id ?? null,
          legalType: d.legal_type,
          fields: fieldsOf(d),
        })
        .where(and(eq(agents.id, existing.id), eq(agents.companyId, companyOf(c).id)))
        .returning();
      return c.json({ data: presentAgent(row as AgentRow) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'delete',
      path: '/manager/transactions/agents/{id}',
      summary: 'Delete a beneficiary (PP-7.4-19)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(z.object({ message: z.string() }), 'Deleted'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const existing = await findAgent(c, c.req.valid('param').id);
      await db
        .delete(agents)
        .where(and(eq(agents.id, existing.id), eq(agents.companyId, companyOf(c).id)));
      return c.json({ message: 'Beneficiary deleted.' }, 200);
    },
  );
}
