import {
  BankDetails,
  Beneficiary,
  DictionarySummary,
  dataEnvelope,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { authenticate } from '../auth/middleware.js';
import { agents } from '../db/schema.js';
import type { Api, AppEnv, Deps } from '../http/env.js';
import { fieldError, forbidden, notFound } from '../http/errors.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { ibanValid } from '../lib/iban.js';
import {
  AffiliateMerchantPayment,
  affiliateMerchantPayment,
} from '../reference/affiliateMerchantPayment.js';
import { bankDetails, bankOfIban, bankOfSwift } from '../reference/banks.js';
import { DICTIONARIES, dictionaryVersion, isDictionaryName } from '../reference/dictionaryData.js';
import { externalDictionary } from '../reference/externalDictionary.js';
import { agentName, presentAgent } from './beneficiaries.js';

/**
 * Registers the dictionaries (PP-7.3-01..05): the summary and its files, bank lookups by
 * IBAN and swift, external services' and affiliate merchants' dictionaries, and the
 * company's beneficiaries. Signed-in callers only; the company's own data for managers.
 */
export function registerDictionaries(api: Api, deps: Deps): void {
  const { db } = deps;
  const auth = authenticate(deps);
  api.use('/dictionaries', auth);
  api.use('/dictionaries/*', auth);

  const managerOnly = async (c: Context<AppEnv>) => {
    const { user, company } = c.get('auth');
    if (!company || !['manager', 'manager-reader'].includes(user.role)) throw forbidden();
    return company;
  };

  api.openapi(
    createRoute({
      method: 'get',
      path: '/dictionaries',
      summary: 'Dictionary summary: url and versioned file per dictionary (PP-7.3-01)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(DictionarySummary), 'Summary'),
        ...errorResponses,
      },
    }),
    (c) => {
      const base = c.req.url.split('?')[0] as string;
      const data = Object.fromEntries(
        Object.keys(DICTIONARIES)
          .filter(isDictionaryName)
          .map((name) => [
            name,
            {
              name,
              url: `${base}/files/${name}`,
              file: `${name}.${dictionaryVersion(name)}.json`,
              updated_at: '2026-01-01T00:00:00.000Z',
            },
          ]),
      );
      return c.json({ data }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/dictionaries/files/{name}',
      summary: 'One dictionary file (its url comes from the summary)',
      security: bearer,
      request: { params: z.object({ name: z.string().regex(/^[a-z_]{1,40}$/) }) },
      responses: { 200: jsonResponse(dataEnvelope(z.unknown()), 'Dictionary'), ...errorResponses },
    }),
    (c) => {
      const { name } = c.req.valid('param');
      if (!isDictionaryName(name)) throw notFound('No such dictionary.');
      return c.json({ data: DICTIONARIES[name] }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/dictionaries/externals/iban',
      summary: 'Bank details from an IBAN (PP-7.3-03)',
      security: bearer,
      request: {
        query: z.object({ iban: z.string().min(1, 'The iban field is required.').max(64) }),
      },
      responses: { 200: jsonResponse(dataEnvelope(BankDetails), 'Bank'), ...errorResponses },
    }),
    async (c) => {
      await managerOnly(c);
      const iban = c.req.valid('query').iban.replace(/\s+/g, '').toUpperCase();
      if (!ibanValid(iban)) throw fieldError('iban', 'The IBAN is invalid.');
      return c.json({ data: bankDetails(bankOfIban(iban), iban.slice(0, 2)) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/dictionaries/externals/swift',
      summary: 'Bank details from a swift (BIC) (PP-7.3-03)',
      security: bearer,
      request: {
        query: z.object({
          swift: z
            .string()
            .regex(/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/, 'The swift is invalid.'),
        }),
      },
      responses: { 200: jsonResponse(dataEnvelope(BankDetails), 'Bank'), ...errorResponses },
    }),
    async (c) => {
      await managerOnly(c);
      const swift = c.req.valid('query').swift.toUpperCase();
      const full = swift.length === 8 ? `${swift}XXX` : swift;
      return c.json(
        { data: { ...bankDetails(bankOfSwift(full), swift.slice(4, 6)), bank_swift: full } },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/dictionaries/externals/{service}',
      summary: 'The dictionary of one external payment service (PP-7.3-05)',
      security: bearer,
      request: { params: z.object({ service: z.string().regex(/^[a-z_]{1,40}$/) }) },
      responses: { 200: jsonResponse(dataEnvelope(z.unknown()), 'Dictionary'), ...errorResponses },
    }),
    async (c) => {
      await managerOnly(c);
      const data = externalDictionary(c.req.valid('param').service);
      if (!data) throw notFound('No such external service.');
      return c.json({ data }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/dictionaries/affiliate-merchant-payment/{x}',
      summary: 'How to pay an affiliate merchant, by its affiliation code (PP-7.3-05)',
      security: bearer,
      request: { params: z.object({ x: z.string().max(40) }) },
      responses: {
        200: jsonResponse(dataEnvelope(AffiliateMerchantPayment), 'Merchant'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await managerOnly(c);
      const payment = await affiliateMerchantPayment(db, c.req.valid('param').x);
      if (!payment) throw notFound('No such affiliate merchant.');
      return c.json({ data: payment }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/dictionaries/beneficiary',
      summary: 'A saved beneficiary of the company by IBAN, or null (PP-7.3-04)',
      security: bearer,
      request: {
        query: z.object({ iban: z.string().min(1, 'The iban field is required.').max(64) }),
      },
      responses: {
        200: jsonResponse(dataEnvelope(Beneficiary.nullable()), 'Beneficiary'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = await managerOnly(c);
      const iban = c.req.valid('query').iban.replace(/\s+/g, '').toUpperCase();
      const [row] = await db
        .select()
        .from(agents)
        .where(and(eq(agents.companyId, company.id), sql`${agents.fields}->>'iban' = ${iban}`))
        .limit(1);
      return c.json({ data: row ? presentAgent(row) : null }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/dictionaries/transaction/agents',
      summary: 'Beneficiaries dictionary of the company (PP-7.3-02)',
      security: bearer,
      responses: {
        200: jsonResponse(
          dataEnvelope(z.array(z.object({ id: z.number(), name: z.string() }))),
          'Agents',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = await managerOnly(c);
      const rows = await db
        .select()
        .from(agents)
        .where(eq(agents.companyId, company.id))
        .orderBy(asc(agents.id));
      return c.json(
        {
          data: rows.map((a) => ({
            id: a.id,
            name: agentName(a),
            bank_account_id: a.bankAccountId,
          })),
        },
        200,
      );
    },
  );
}
