import { serviceOfProtocol } from '@flexportal/core';
import {
  BankAccount,
  CreateBankAccountRequest,
  dataEnvelope,
  GrandTotal,
  listEnvelope,
  ValidateBalanceQuery,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, count, eq } from 'drizzle-orm';
import { requireEnabledCompany } from '../auth/middleware.js';
import { bankAccounts } from '../db/schema.js';
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES, SUB_UNITS } from '../db/seed.js';
import { contentDisposition } from '../http/contentDisposition.js';
import type { Api, CompanyRow, Deps } from '../http/env.js';
import { fieldError, forbidden } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../http/openapi.js';
import { listMeta } from '../http/paginate.js';
import { checkAmount, grandTotal, ownAccount, quoteWithdrawal } from '../ledger/operations.js';
import { textPdf } from '../lib/pdf.js';
import { publishAccounts } from '../live/routes.js';
import { presentAccount } from './present.js';

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
});

const companyOf = (company: CompanyRow | null) => company as CompanyRow;

/** Registers manager/bank-accounts routes (PP-7.4-01..06). */
export function registerBankAccounts(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/bank-accounts',
      summary: 'List the company accounts, paginated (PP-7.4-01)',
      security: bearer,
      request: { query: PageQuery },
      responses: { 200: jsonResponse(listEnvelope(BankAccount), 'Accounts'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c.get('auth').company);
      const { page, per_page } = c.req.valid('query');
      const where = eq(bankAccounts.companyId, company.id);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(bankAccounts)
        .where(where);
      const rows = await db
        .select()
        .from(bankAccounts)
        .where(where)
        .orderBy(asc(bankAccounts.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return c.json(
        { data: rows.map(presentAccount), meta: listMeta(total, page, per_page, c.req.url) },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/bank-accounts/{id}',
      summary: 'One account (PP-7.4-02)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(BankAccount), 'Account'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c.get('auth').company);
      const account = await ownAccount(db, company.id, c.req.valid('param').id);
      return c.json({ data: presentAccount(account) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/manager/bank-accounts/{id}/selected',
      summary: 'Make the account the default (PP-7.4-03)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(BankAccount), 'Account'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c.get('auth').company);
      const { id } = c.req.valid('param');
      const account = await db.transaction(async (tx) => {
        await ownAccount(tx, company.id, id);
        await tx
          .update(bankAccounts)
          .set({ selected: false })
          .where(eq(bankAccounts.companyId, company.id));
        const [row] = await tx
          .update(bankAccounts)
          .set({ selected: true })
          .where(and(eq(bankAccounts.id, id), eq(bankAccounts.companyId, company.id)))
          .returning();
        return row;
      });
      await publishAccounts(deps, company.id, [id]);
      return c.json({ data: presentAccount(account as NonNullable<typeof account>) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/bank-accounts',
      summary:
        'Open an account (PP-7.4-04; needs the create_accounts feature, crypto needs crypto)',
      security: bearer,
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: CreateBankAccountRequest } },
        },
      },
      responses: { 201: jsonResponse(dataEnvelope(BankAccount), 'Account'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c.get('auth').company);
      requireEnabledCompany(company);
      if (!company.features.includes('create_accounts'))
        throw forbidden('Creating accounts is not enabled for your company.');
      const { currency, name } = c.req.valid('json');
      const crypto = (CRYPTO_CURRENCIES as readonly string[]).includes(currency);
      if (!crypto && !(FIAT_CURRENCIES as readonly string[]).includes(currency)) {
        throw fieldError('currency', 'The selected currency is invalid.');
      }
      if (crypto && !company.features.includes('crypto'))
        throw forbidden('Crypto is not enabled for your company.');
      const [row] = await db
        .insert(bankAccounts)
        .values({
          companyId: company.id,
          name: name ?? `${company.name} ${currency}`,
          currency,
          currencyType: crypto ? 'crypto' : 'fiat',
          subUnit: SUB_UNITS[currency] ?? 2,
        })
        .returning();
      const created = row as NonNullable<typeof row>;
      await publishAccounts(deps, company.id, [created.id], 'account.created');
      return c.json({ data: presentAccount(created) }, 201);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/bank-accounts/{id}/validate-balance',
      summary: 'Whether the account covers amount plus fees (PP-7.4-05)',
      security: bearer,
      request: { params: IdParam, query: ValidateBalanceQuery },
      responses: {
        200: jsonResponse(dataEnvelope(GrandTotal), 'Balance check'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = companyOf(c.get('auth').company);
      const query = c.req.valid('query');
      const account = await ownAccount(db, company.id, c.req.valid('param').id);
      const amount = checkAmount(query.amount, account);
      // No protocol reads as SEPA, INTERNAL is priced as portal, an unknown one as SWIFT.
      const protocol = query.transmission_protocol_id ?? 'SEPA';
      const service =
        protocol.toUpperCase() === 'INTERNAL' ? 'portal' : (serviceOfProtocol(protocol) ?? 'swift');
      const q = quoteWithdrawal(account, amount, service);
      return c.json({ data: grandTotal(q) }, 200);
    },
  );

  api.get('/manager/bank-accounts/:id/reference-letter', async (c) => {
    const parsed = IdParam.safeParse({ id: c.req.param('id') });
    if (!parsed.success) throw fieldError('id', 'The id must be a positive integer.');
    const { company } = c.get('auth');
    const account = await ownAccount(db, (company as CompanyRow).id, parsed.data.id);
    const a = presentAccount(account);
    const pdf = textPdf('Bank reference letter', [
      `Date: ${new Date(deps.config.now()).toISOString().slice(0, 10)}`,
      '',
      `This is to confirm that ${(company as CompanyRow).name} holds the following account with us:`,
      '',
      `Account name: ${a.name}`,
      `Currency: ${a.currency}`,
      `IBAN: ${a.iban ?? 'n/a'}`,
      `Account id: ${a.id}`,
      '',
      'Flexportal Sandbox - generated document, not a real bank letter.',
    ]);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(`reference-letter-${a.id}.pdf`),
    });
  });
}
