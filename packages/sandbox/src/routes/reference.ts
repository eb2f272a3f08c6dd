import { createHash } from 'node:crypto';
import {
  BankDetails,
  Beneficiary,
  CurrencyCode,
  DictionarySummary,
  dataEnvelope,
  Rate,
  WhiteLabel,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { authenticate } from '../auth/middleware.js';
import { agents } from '../db/schema.js';
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../db/seed.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { fieldError, forbidden, notFound } from '../http/errors.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { ownAccount } from '../ledger/operations.js';
import { fromUnits, mulRatio, toUnits } from '../lib/decimal.js';
import { ibanValid } from '../lib/iban.js';
import { agentName, presentAgent } from './beneficiaries.js';
import { findRate } from './rates.js';

// --- dictionaries ---------------------------------------------------------------------

const SECTORS = [
  {
    id: 1,
    name: 'Retail',
    industries: [
      { id: 11, name: 'E-commerce' },
      { id: 12, name: 'Grocery' },
    ],
  },
  {
    id: 2,
    name: 'Technology',
    industries: [
      { id: 21, name: 'Software' },
      { id: 22, name: 'Hardware' },
    ],
  },
  {
    id: 3,
    name: 'Services',
    industries: [
      { id: 31, name: 'Consulting' },
      { id: 32, name: 'Logistics' },
    ],
  },
];

/** The dictionaries the sandbox serves (AC-3 Dictionaries; contents are sandbox data). */
export const DICTIONARIES: Record<string, unknown> = {
  countries: [
    { code: 'DE', name: 'Germany' },
    { code: 'FR', name: 'France' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'NL', name: 'Netherlands' },
    { code: 'BE', name: 'Belgium' },
    { code: 'LT', name: 'Lithuania' },
    { code: 'US', name: 'United States' },
    { code: 'BR', name: 'Brazil' },
    { code: 'IL', name: 'Israel' },
  ],
  fiat_currencies: FIAT_CURRENCIES.map((value) => ({ value, is_enabled: true })),
  crypto_currencies: CRYPTO_CURRENCIES.map((value) => ({ value, is_enabled: true })),
  crypto_networks: { BTC: ['bitcoin'], ETH: ['ethereum'], USDT: ['ethereum'], TRX: ['tron'] },
  company_features: ['affiliation', 'crypto', 'portals', 'psp_portal', 'create_accounts'],
  free_market_sectors: SECTORS,
  free_market_payment_purposes: {
    EUR: [
      { id: 1, name: 'Goods' },
      { id: 2, name: 'Services' },
      { id: 3, name: 'Salaries' },
    ],
    USD: [
      { id: 4, name: 'Goods' },
      { id: 5, name: 'Services' },
    ],
    GBP: [
      { id: 6, name: 'Goods' },
      { id: 7, name: 'Services' },
    ],
  },
  bcb_purpose_codes: [
    { code: '10101', name: 'Exports of goods' },
    { code: '12001', name: 'Services' },
    { code: '37001', name: 'Family maintenance' },
  ],
  user_roles: ['super-admin', 'admin', 'manager', 'manager-reader'],
  portals: ['free_market', 'bcb', 'currency_cloud'],
  payment_services: ['free_market', 'bcb'],
  legal_types: ['company', 'individual', 'undefined'],
};
const VERSION = (name: string) =>
  createHash('sha256').update(JSON.stringify(DICTIONARIES[name])).digest('hex').slice(0, 10);

// --- bank lookups -----------------------------------------------------------------------

/** A handful of banks by country and bank code / BIC, enough for the demo flows. */
const BANKS = [
  {
    country: 'DE',
    code: '37040044',
    swift: 'COBADEFFXXX',
    name: 'Commerzbank',
    city: 'Frankfurt',
    address: 'Kaiserplatz',
  },
  {
    country: 'DE',
    code: '50010517',
    swift: 'INGDDEFFXXX',
    name: 'ING',
    city: 'Frankfurt',
    address: 'Theodor-Heuss-Allee 2',
  },
  {
    country: 'GB',
    code: 'NWBK',
    swift: 'NWBKGB2LXXX',
    name: 'NatWest',
    city: 'London',
    address: '250 Bishopsgate',
  },
  {
    country: 'NL',
    code: 'ABNA',
    swift: 'ABNANL2AXXX',
    name: 'ABN AMRO',
    city: 'Amsterdam',
    address: 'Gustav Mahlerlaan 10',
  },
  {
    country: 'FR',
    code: '30006',
    swift: 'AGRIFRPPXXX',
    name: 'Credit Agricole',
    city: 'Paris',
    address: '12 Place des Etats-Unis',
  },
  {
    country: 'US',
    code: 'CHAS',
    swift: 'CHASUS33XXX',
    name: 'JPMorgan Chase',
    city: 'New York',
    address: '383 Madison Avenue',
  },
];

/** IBAN mod-97 check (ISO 13616) on BigInt: no floats, no precision loss. */
function bankOfIban(iban: string) {
  const country = iban.slice(0, 2);
  const bban = iban.slice(4);
  const bank = BANKS.find((b) => b.country === country && bban.startsWith(b.code));
  return bank ?? null;
}

const details = (b: (typeof BANKS)[number] | null, country: string | null) => ({
  bank_swift: b?.swift ?? null,
  bank_name: b?.name ?? null,
  bank_address: b?.address ?? null,
  bank_city: b?.city ?? null,
  bank_country: b?.country ?? country,
});

// --- rates moving over time -------------------------------------------------------------

/**
 * A rate that moves deterministically around the seeded mid: every 10 s bucket shifts it
 * by -20..+20 basis points, from a hash of the pair and the bucket (integers only).
 */
export function movingRate(mid: string, pair: string, now: number): string {
  const bucket = Math.floor(now / 10_000);
  const h = createHash('sha256').update(`${pair}:${bucket}`).digest();
  const bp = BigInt((h.readUInt16BE(0) % 41) - 20);
  return fromUnits(mulRatio(toUnits(mid), 10_000n + bp, 10_000n, 10));
}

/** Registers dictionaries, lookups, manager rates and the white-label record. */
export function registerReference(api: Api, deps: Deps, whiteLabel?: Partial<WhiteLabel>): void {
  const { db, config } = deps;
  const auth = authenticate(deps);
  api.use('/dictionaries', auth);
  api.use('/dictionaries/*', auth);
  api.use('/exchange/*', auth);

  api.openapi(
    createRoute({
      method: 'get',
      path: '/white-label',
      summary: 'White-label record of this deployment, public (PP-7.3-09)',
      responses: { 200: jsonResponse(dataEnvelope(WhiteLabel), 'White label') },
    }),
    (c) =>
      c.json(
        {
          data: {
            name: 'Flexportal Sandbox',
            domain: null,
            logo_url: null,
            dark_logo_url: null,
            favicon_url: null,
            background_url: null,
            primary_color: '#1f4fd1',
            secondary_color: '#0b1f44',
            support_email: 'support@flexportal.test',
            terms_url: null,
            privacy_url: null,
            ...whiteLabel,
          },
        },
        200,
      ),
  );

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
        Object.keys(DICTIONARIES).map((name) => [
          name,
          {
            name,
            url: `${base}/files/${name}`,
            file: `${name}.${VERSION(name)}.json`,
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
      if (!Object.hasOwn(DICTIONARIES, name)) throw notFound('No such dictionary.');
      return c.json({ data: DICTIONARIES[name] }, 200);
    },
  );

  const managerOnly = async (c: Context<AppEnv>) => {
    const { user, company } = c.get('auth');
    if (!company || !['manager', 'manager-reader'].includes(user.role)) throw forbidden();
    return company;
  };

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
      return c.json({ data: details(bankOfIban(iban), iban.slice(0, 2)) }, 200);
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
      const bank = BANKS.find((b) => b.swift === full) ?? null;
      return c.json({ data: { ...details(bank, swift.slice(4, 6)), bank_swift: full } }, 200);
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

  api.openapi(
    createRoute({
      method: 'get',
      path: '/exchange/rates-by-currency/{sell}/{buy}',
      summary: 'Rate of a pair, moving deterministically around the seeded mid (PP-7.3-08)',
      security: bearer,
      request: { params: z.object({ sell: CurrencyCode, buy: CurrencyCode }) },
      responses: { 200: jsonResponse(dataEnvelope(Rate), 'Rate'), ...errorResponses },
    }),
    async (c) => {
      const { sell, buy } = c.req.valid('param');
      const found = await findRate(db, sell, buy);
      if (!found) throw notFound(`No rate for ${sell}/${buy}`);
      const now = config.now();
      const rate = sell === buy ? '1' : movingRate(found.rate, `${sell}/${buy}`, now);
      return c.json(
        {
          data: {
            sell,
            buy,
            rate,
            updated_at: new Date(Math.floor(now / 10_000) * 10_000).toISOString(),
          },
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/exchange/rates',
      summary: 'Rate between a source and a target account of the company (PP-7.3-07)',
      security: bearer,
      request: {
        query: z.object({
          bank_account_id: z.coerce.number().int().positive(),
          to_account_id: z.coerce.number().int().positive(),
        }),
      },
      responses: { 200: jsonResponse(dataEnvelope(Rate), 'Rate'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c);
      const q = c.req.valid('query');
      const from = await ownAccount(db, company.id, q.bank_account_id);
      const to = await ownAccount(db, company.id, q.to_account_id);
      const found = await findRate(db, from.currency, to.currency);
      if (!found) throw fieldError('to_account_id', `No rate for ${from.currency}/${to.currency}.`);
      return c.json(
        {
          data: {
            sell: from.currency,
            buy: to.currency,
            rate: found.rate,
            updated_at: new Date(found.updatedAt).toISOString(),
          },
        },
        200,
      );
    },
  );
}
