import {
  BaseDraft,
  CryptoBuyDraft,
  DecimalString,
  dataEnvelope,
  GrandTotal,
  Transaction,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { OtpListener } from '../auth/otp.js';
import type { Api, AppEnv, Deps } from '../http/env.js';
import { fieldError } from '../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { assertNotBlocklisted } from '../ledger/blocklists.js';
import { buyMove } from '../ledger/moveLegs.js';
import {
  checkAmount,
  checkDuplicate,
  dedupeKeyOf,
  execute,
  grandTotal,
  ownAccount,
  quoteBetween,
} from '../ledger/operations.js';
import { postMove } from '../ledger/postMove.js';
import { publishAccounts } from '../live/routes.js';
import { cryptoAllowed, ownWallet, ProductParam } from './crypto.js';
import { gateMove } from './transactions.js';

/**
 * Crypto sell draft: a crypto account, the crypto amount sold and the fiat account paid
 * (the convert draft's fields; last_side is accepted and kept).
 */
const CryptoSellDraft = BaseDraft.extend({
  to_account_id: z.number().int().positive(),
  crypto_amount: DecimalString.optional(),
  last_side: z.enum(['buy', 'sell']).optional(),
  /** The rate the screen showed; honoured for 30 s, else 422 before any code (as convert's). */
  quoted_rate: DecimalString.optional(),
});

/**
 * Crypto buy (fiat to crypto) and sell (crypto to fiat) under `{product}` (PP-7.4-08/11,
 * PP-3.3-12, PP-5-16). Rates come from the rate table and the fee is the EXCHANGE rule,
 * both through `quoteBetween` (the convert quote); postings are double-entry through the
 * FX accounts and no account may go below zero.
 */
export function registerCryptoExchange(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;

  /** The buy quote: fiat source, crypto target, a saved wallet of that currency. */
  const buyQuote = async (c: Context<AppEnv>, d: CryptoBuyDraft) => {
    const company = cryptoAllowed(c);
    const source = await ownAccount(db, company.id, d.bank_account_id);
    if (source.currencyType !== 'fiat') {
      throw fieldError('bank_account_id', 'Buying crypto needs a fiat account.');
    }
    const target = await ownAccount(db, company.id, d.to_account_id);
    if (target.currencyType !== 'crypto') {
      throw fieldError('to_account_id', 'The target must be a crypto account.');
    }
    const wallet = await ownWallet(db, company.id, d.wallet_id);
    if (wallet.currency !== target.currency) {
      throw fieldError('wallet_id', 'The wallet is for another currency.');
    }
    if (d.network !== wallet.network) {
      throw fieldError('network', `The network must be ${wallet.network}.`);
    }
    await assertNotBlocklisted(db, company.id, wallet.wallet);
    // The moving rate the screens show (issue 17), the quoted one if still honoured.
    const at = { now: deps.config.now(), quoted: d.quoted_rate };
    const q = await quoteBetween(db, source, target, checkAmount(d.amount, source), 'convert', at);
    return { q, wallet, companyId: company.id };
  };

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/{product}/exchange/fiat-crypto',
      summary: 'Fee preview of a crypto buy (PP-7.4-08, PP-5-16)',
      security: bearer,
      request: { params: ProductParam, ...jsonBody(CryptoBuyDraft) },
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => c.json({ data: grandTotal((await buyQuote(c, c.req.valid('json'))).q) }, 200),
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/crypto/{product}/exchange/fiat-crypto',
      summary: 'Buy crypto from a fiat account into a crypto account (PP-7.4-11, PP-3.3-12)',
      security: bearer,
      request: { params: ProductParam, ...jsonBody(CryptoBuyDraft) },
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    async (c) => {
      const d = c.req.valid('json');
      const { q, wallet, companyId } = await buyQuote(c, d);
      const payee = `buy:${q.target?.id}:wallet:${wallet.wallet}`;
      const dedupeKey = dedupeKeyOf(d.bypass_duplicate_check, companyId, q, payee);
      await checkDuplicate(db, dedupeKey, deps.config.now());
      await gateMove(deps, c, { action: 'buy_crypto', q, payee }, onEmailCode);
      const customer = {
        wallet: wallet.wallet,
        wallet_name: wallet.name,
        network: wallet.network,
        ...(d.last_side ? { last_side: d.last_side } : {}),
      };
      const created = await postMove(db, await buyMove(db, q, customer), {
        companyId,
        userId: c.get('auth').user.id,
        dedupeKey,
        now: deps.config.now(),
      });
      await publishAccounts(deps, companyId, [q.source.id, d.to_account_id]);
      return c.json({ data: created }, 201);
    },
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/crypto/{product}/exchange/crypto-fiat',
      summary: 'Sell crypto into a fiat account, recorded as a convert (PP-7.4-11)',
      security: bearer,
      request: { params: ProductParam, ...jsonBody(CryptoSellDraft) },
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    async (c) => {
      const d = c.req.valid('json');
      const company = cryptoAllowed(c);
      const source = await ownAccount(db, company.id, d.bank_account_id);
      if (source.currencyType !== 'crypto') {
        throw fieldError('bank_account_id', 'Selling crypto needs a crypto account.');
      }
      const target = await ownAccount(db, company.id, d.to_account_id);
      if (target.currencyType !== 'fiat') {
        throw fieldError('to_account_id', 'The target must be a fiat account.');
      }
      const at = { now: deps.config.now(), quoted: d.quoted_rate };
      const amount = checkAmount(d.amount, source);
      const q = await quoteBetween(db, source, target, amount, 'convert', at);
      const payee = `sell:account:${target.id}`;
      const dedupeKey = dedupeKeyOf(d.bypass_duplicate_check, company.id, q, payee);
      await checkDuplicate(db, dedupeKey, deps.config.now());
      await gateMove(deps, c, { action: 'sell_crypto', q, payee }, onEmailCode);
      const created = await execute(db, q, {
        companyId: company.id,
        userId: c.get('auth').user.id,
        customer: { side: 'sell', ...(d.last_side ? { last_side: d.last_side } : {}) },
        dedupeKey,
        now: deps.config.now(),
      });
      await publishAccounts(deps, company.id, [source.id, target.id]);
      return c.json({ data: created }, 201);
    },
  );
}
