import { dataEnvelope, TransferMapEntry } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { bankAccounts } from '../db/schema.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { findRate } from './rates.js';

/** What decides whether money may move from one account to another. */
export interface PairAccount {
  id: number;
  currency: string;
  currencyType: string;
  protocolsDisabled: string[];
}

/**
 * Whether `source` may move money to `target` (PP-4.6-01), the rule `quoteBetween` enforces:
 * another account; with a crypto side, the company's crypto feature and CRYPTO_EXCHANGE on
 * both (PP-5-17); another currency needs a rate.
 */
export function pairAllowed(
  source: PairAccount,
  target: PairAccount,
  cryptoEnabled: boolean,
  hasRate: boolean,
): boolean {
  if (source.id === target.id) return false;
  const crypto = source.currencyType === 'crypto' || target.currencyType === 'crypto';
  if (crypto) {
    if (!cryptoEnabled) return false;
    if (source.currency === target.currency) return false;
    if ([source, target].some((a) => a.protocolsDisabled.includes('CRYPTO_EXCHANGE'))) return false;
  }
  return source.currency === target.currency || hasRate;
}

/**
 * Registers `GET company/accounts-transfer-map` (AC-7mgr-06): per company account, the
 * accounts of the same company it may move money to. Managers and readers of the company
 * (the `/company/*` authentication of companyStatistics.ts, registered before it).
 */
export function registerTransferMap(api: Api, deps: Deps): void {
  api.openapi(
    createRoute({
      method: 'get',
      path: '/company/accounts-transfer-map',
      summary: 'The allowed transfer, exchange and convert pairs of the company (AC-7mgr-06)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(z.array(TransferMapEntry)), 'Transfer map'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = companyOf(c);
      const accounts = await deps.db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.companyId, company.id)))
        .orderBy(asc(bankAccounts.id));
      const crypto = company.features.includes('crypto');
      const rated = new Map<string, boolean>();
      const hasRate = async (a: string, b: string) => {
        const key = `${a}/${b}`;
        if (!rated.has(key)) rated.set(key, a === b || Boolean(await findRate(deps.db, a, b)));
        return rated.get(key) as boolean;
      };
      const data: TransferMapEntry[] = [];
      for (const source of accounts) {
        const to: number[] = [];
        for (const target of accounts) {
          if (pairAllowed(source, target, crypto, await hasRate(source.currency, target.currency)))
            to.push(target.id);
        }
        data.push({ bank_account_id: source.id, to_account_ids: to });
      }
      return c.json({ data }, 200);
    },
  );
}
