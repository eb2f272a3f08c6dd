import { createHash } from 'node:crypto';
import {
  base58CheckEncode,
  DEPOSIT_LINK_LABEL,
  encodeSegwit,
  toChecksumAddress,
} from '@flexportal/core';
import {
  CryptoNetwork,
  CryptoReceiveDraft,
  dataEnvelope,
  PositiveAmount,
  Transaction,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { OtpListener } from '../auth/otp.js';
import type { Api, AppEnv, Deps } from '../http/env.js';
import { fieldError } from '../http/errors.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { depositMove } from '../ledger/moveLegs.js';
import { checkAmount, ownAccount, type Quote } from '../ledger/operations.js';
import { postMove } from '../ledger/postMove.js';
import { formatFixed } from '../lib/decimal.js';
import { cryptoAllowed, NETWORK_OF, ProductParam } from './crypto.js';
import { moneyRoute, runMoneyMove } from './moneyRoute.js';

/**
 * The deposit address of an account on a network: the same every time for the same
 * account and network, a valid address of that network built from 20 bytes of a hash
 * (bech32 P2WPKH `bc1q…`, EIP-55 `0x…`, Tron base58check `T…`), so the checks of core's
 * checkCryptoAddress accept it. Not a real key: nothing can spend from it.
 */
export function depositAddress(accountId: number, network: string): string {
  return addressFromSeed(`flexportal-deposit:${accountId}:${network}`, network);
}

/** A valid address of `network` derived from a seed text (see {@link depositAddress}). */
export function addressFromSeed(seed: string, network: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const body = Uint8Array.from(hash.subarray(0, 20));
  if (network === 'ethereum') return toChecksumAddress(`0x${Buffer.from(body).toString('hex')}`);
  if (network === 'tron') return base58CheckEncode(Uint8Array.from([0x41, ...body]));
  return encodeSegwit('bc', 0, body);
}

/** URI scheme of each network for the payment link (PP-2.5-07). */
const SCHEME: Record<string, string> = { bitcoin: 'bitcoin', ethereum: 'ethereum', tron: 'tron' };
/** The fixed label of the payment link: core's, the one the screens show. */
const PAYMENT_LABEL = DEPOSIT_LINK_LABEL;

/** The wallet request as a JSON body: ids are numbers, nothing is coerced. */
const WalletBody = z.object({
  to_account_id: z.number().int().positive(),
  network: CryptoNetwork,
  amount: PositiveAmount.optional(),
});
/** The same request as a query string, where every value arrives as text. */
const WalletQuery = WalletBody.extend({ to_account_id: z.coerce.number().int().positive() });
const DepositWallet = z.object({
  to_account_id: z.number().int(),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  payment_link: z.string(),
});

/**
 * Crypto deposit (PP-7.4-11/12, PP-3.3-13, PP-2.5-07): the deposit wallet of a crypto
 * account and network, and the deposit request that credits the account (created pending,
 * confirmed at once: the sandbox has no chain to watch).
 */
export function registerCryptoDeposit(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;
  const target = async (c: Context<AppEnv>, accountId: number, network: string) => {
    const company = cryptoAllowed(c);
    const account = await ownAccount(db, company.id, accountId);
    if (account.currencyType !== 'crypto') {
      throw fieldError('to_account_id', 'Deposits need a crypto account.');
    }
    const expected = NETWORK_OF[account.currency];
    if (network !== expected) throw fieldError('network', `The network must be ${expected}.`);
    return { account, companyId: company.id, address: depositAddress(account.id, network) };
  };
  const wallet = async (c: Context<AppEnv>, d: z.infer<typeof WalletQuery>) => {
    const { account, address } = await target(c, d.to_account_id, d.network);
    const amount = d.amount ? formatFixed(checkAmount(d.amount, account), account.subUnit) : null;
    const query = new URLSearchParams({
      ...(amount ? { amount } : {}),
      label: PAYMENT_LABEL,
    });
    return {
      to_account_id: account.id,
      currency: account.currency,
      network: d.network,
      address,
      payment_link: `${SCHEME[d.network]}:${address}?${query}`,
    };
  };
  const walletResponses = {
    200: jsonResponse(dataEnvelope(DepositWallet), 'Deposit wallet'),
    ...errorResponses,
  };

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/crypto/{product}/wallet-for-deposit',
      summary: 'The deposit wallet of a crypto account and network (PP-7.4-12)',
      security: bearer,
      request: { params: ProductParam, query: WalletQuery },
      responses: walletResponses,
    }),
    async (c) => c.json({ data: await wallet(c, c.req.valid('query')) }, 200),
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/crypto/{product}/wallet-for-deposit',
      summary: 'The deposit wallet, asked with the draft (PP-7.4-11)',
      security: bearer,
      request: {
        params: ProductParam,
        body: { required: true, content: { 'application/json': { schema: WalletBody } } },
      },
      responses: walletResponses,
    }),
    async (c) => c.json({ data: await wallet(c, c.req.valid('json')) }, 200),
  );
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/crypto/{product}/deposit',
      summary: 'Crypto deposit into a crypto account (PP-7.4-11, PP-3.3-13)',
      security: bearer,
      request: {
        params: ProductParam,
        body: { required: true, content: { 'application/json': { schema: CryptoReceiveDraft } } },
      },
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'receive_crypto',
      example: {
        params: { product: 'flexcrypto' },
        json: { to_account_id: '@account:BTC', network: 'bitcoin', amount: '@amount:BTC' },
      },
    },
    async (c) => {
      const d = c.req.valid('json');
      const { account, companyId, address } = await target(c, d.to_account_id, d.network);
      const amount = checkAmount(d.amount, account);
      // The deposit debits nothing: its quote only carries what the limits and the code see.
      const q: Quote = {
        kind: 'transfer',
        source: account,
        target: null,
        amount,
        fee: 0n,
        exchangeFee: 0n,
        toAmount: null,
        rate: null,
        protocol: 'CRYPTO',
      };
      const customer = {
        wallet: address,
        network: d.network,
        is_crypto_auto_sell: d.is_crypto_auto_sell,
        ...(d.fiat_amount ? { fiat_amount: d.fiat_amount } : {}),
      };
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId,
          q,
          payee: `deposit:${address}`,
          credit: true,
          bypassDuplicate: d.bypass_duplicate_check,
          post: async (m) => postMove(db, await depositMove(db, account, amount, customer), m),
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );
}
