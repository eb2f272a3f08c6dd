import {
  BaseDraft,
  ConvertDraft,
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
import { checkAmount, execute, ownAccount, quoteBetween } from '../ledger/operations.js';
import { postMove } from '../ledger/postMove.js';
import { quoteAsSent, quotedTotal } from '../ledger/quotes.js';
import { cryptoAllowed, ownWallet, ProductParam } from './crypto.js';
import { moneyRoute, runMoneyMove } from './moneyRoute.js';

/**
 * Crypto sell draft: a crypto account, the crypto amount sold and the fiat account paid
 * (the convert draft's fields; last_side is accepted and kept).
 */
const CryptoSellDraft = BaseDraft.extend({
  to_account_id: z.number().int().positive(),
  crypto_amount: DecimalString.optional(),
  last_side: z.enum(['buy', 'sell']).optional(),
  /** The quote shown (a `grand-total/convert` answer's): booked exactly while it holds. */
  quote_id: ConvertDraft.shape.quote_id,
  /** The rate shown, for a client of a server without quotes: must be the current rate. */
  quoted_rate: DecimalString.optional(),
});

/**
 * Crypto buy (fiat to crypto) and sell (crypto to fiat) under `{product}` (PP-7.4-08/11,
 * PP-3.3-12, PP-5-16). Rates come from the rate table and the fee is the EXCHANGE rule,
 * both through `quoteBetween` (the convert quote); a submit books the quote it names
 * (ledger/quotes.ts); postings are double-entry through the FX accounts and no account may
 * go below zero.
 */
export function registerCryptoExchange(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;

  /** The buy's accounts and wallet: fiat source, crypto target, a saved wallet of that currency. */
  const buyParties = async (c: Context<AppEnv>, d: CryptoBuyDraft) => {
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
    return { source, target, wallet, companyId: company.id, amount: checkAmount(d.amount, source) };
  };

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/{product}/exchange/fiat-crypto',
      summary: 'Fee preview of a crypto buy, with its quote (PP-7.4-08, PP-5-16)',
      security: bearer,
      request: { params: ProductParam, ...jsonBody(CryptoBuyDraft) },
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => {
      const { source, target, amount, companyId } = await buyParties(c, c.req.valid('json'));
      const q = await quoteBetween(db, source, target, amount, 'convert', {
        now: deps.config.now(),
      });
      return c.json({ data: quotedTotal(deps, companyId, q) }, 200);
    },
  );
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/crypto/{product}/exchange/fiat-crypto',
      summary: 'Buy crypto from a fiat account into a crypto account (PP-7.4-11, PP-3.3-12)',
      security: bearer,
      request: { params: ProductParam, ...jsonBody(CryptoBuyDraft) },
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'buy_crypto',
      example: {
        params: { product: 'flexcrypto' },
        json: {
          bank_account_id: '@account:EUR',
          to_account_id: '@account:BTC',
          amount: '@amount:EUR',
          wallet_id: '@wallet:BTC',
          network: 'bitcoin',
        },
      },
    },
    async (c) => {
      const d = c.req.valid('json');
      const { source, target, wallet, companyId, amount } = await buyParties(c, d);
      const q = await quoteAsSent(deps, companyId, source, target, amount, 'convert', d);
      const customer = {
        wallet: wallet.wallet,
        wallet_name: wallet.name,
        network: wallet.network,
        ...(d.last_side ? { last_side: d.last_side } : {}),
      };
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId,
          q,
          payee: `buy:${target.id}:wallet:${wallet.wallet}`,
          bypassDuplicate: d.bypass_duplicate_check,
          post: async (m) => postMove(db, await buyMove(db, q, customer), m),
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/crypto/{product}/exchange/crypto-fiat',
      summary: 'Sell crypto into a fiat account, recorded as a convert (PP-7.4-11)',
      security: bearer,
      request: { params: ProductParam, ...jsonBody(CryptoSellDraft) },
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'sell_crypto',
      example: {
        params: { product: 'flexcrypto' },
        json: {
          bank_account_id: '@account:BTC',
          to_account_id: '@account:EUR',
          amount: '@amount:BTC',
        },
      },
    },
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
      const amount = checkAmount(d.amount, source);
      const q = await quoteAsSent(deps, company.id, source, target, amount, 'convert', d);
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId: company.id,
          q,
          payee: `sell:account:${target.id}`,
          bypassDuplicate: d.bypass_duplicate_check,
          post: (m) =>
            execute(db, q, {
              ...m,
              customer: { side: 'sell', ...(d.last_side ? { last_side: d.last_side } : {}) },
            }),
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );
}
