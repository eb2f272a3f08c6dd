import { CurrencyCode, dataEnvelope, Rate, WhiteLabel } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { authenticate } from '../auth/middleware.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { fieldError, notFound } from '../http/errors.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { ownAccount } from '../ledger/operations.js';
import { currentRate } from '../reference/quotedRate.js';
import { deploymentWhiteLabel, supportEmailSetting } from '../whiteLabel/record.js';
import { registerDictionaries } from './dictionaries.js';

/** Registers the white-label record, the dictionaries and lookups, and manager rates. */
export function registerReference(api: Api, deps: Deps, whiteLabel?: Partial<WhiteLabel>): void {
  const { db, config } = deps;
  api.use('/exchange/*', authenticate(deps));

  api.openapi(
    createRoute({
      method: 'get',
      path: '/white-label',
      summary:
        "White-label record of this deployment, public (PP-7.3-09); a saved company white label (company/white-label) brands it, its support e-mail else the setting's (AC-1-05)",
      responses: { 200: jsonResponse(dataEnvelope(WhiteLabel), 'White label') },
    }),
    async (c) => {
      const supportEmail = await supportEmailSetting(db);
      return c.json(
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
            // AC-1-05: the setting's, unless the record below sets its own (PP-1-06).
            ...(supportEmail ? { support_email: supportEmail } : {}),
            ...(await deploymentWhiteLabel(db)),
          },
        },
        200,
      );
    },
  );

  registerDictionaries(api, deps);

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
      const found = await currentRate(db, sell, buy, config.now());
      if (!found) throw notFound(`No rate for ${sell}/${buy}`);
      return c.json({ data: { sell, buy, rate: found.rate, updated_at: found.updatedAt } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/exchange/rates',
      summary:
        'Rate between a source and a target account of the company, as exchanges post it (PP-7.3-07)',
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
      const found = await currentRate(db, from.currency, to.currency, config.now());
      if (!found) throw fieldError('to_account_id', `No rate for ${from.currency}/${to.currency}.`);
      return c.json(
        {
          data: {
            sell: from.currency,
            buy: to.currency,
            rate: found.rate,
            updated_at: found.updatedAt,
          },
        },
        200,
      );
    },
  );
}
