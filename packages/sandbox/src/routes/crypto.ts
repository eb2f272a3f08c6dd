import { checkCryptoAddress, NETWORK_OF_CURRENCY } from '@flexportal/core';
import {
  type CryptoNetwork,
  CryptoWallet,
  CryptoWithdrawDraft,
  dataEnvelope,
  GrandTotal,
  Transaction,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { OtpListener } from '../auth/otp.js';
import { requireTwoFactor } from '../auth/twoFactorGate.js';
import { cryptoWallets } from '../db/schema.js';
import { CRYPTO_CURRENCIES } from '../db/seed.js';
import { type Api, type AppEnv, type CompanyRow, companyOf, type Deps } from '../http/env.js';
import { fieldError, forbidden, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../http/openapi.js';
import {
  checkAmount,
  execute,
  grandTotal,
  ownAccount,
  quoteCryptoWithdrawal,
} from '../ledger/operations.js';
import { moneyRoute, runMoneyMove } from './moneyRoute.js';

/** Network of each crypto currency (PP-3.2): core's table, one source for both sides. */
export const NETWORK_OF: Readonly<Record<string, string>> = NETWORK_OF_CURRENCY;

/**
 * The 422 of an address its network refuses (core's checkCryptoAddress: bech32/base58check
 * checksums for bitcoin, EIP-55 for mixed-case ethereum, base58check for tron), or none.
 */
export function checkWalletAddress(field: string, network: string, address: string): void {
  const problem = checkCryptoAddress(network as CryptoNetwork, address);
  if (problem === 'checksum') {
    throw fieldError(
      field,
      `The wallet is not a valid ${network} address: its checksum does not match (check it for typos).`,
    );
  }
  if (problem) throw fieldError(field, `The wallet is not a valid ${network} address.`);
}

const WalletDraft = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(120),
  currency: z.enum(CRYPTO_CURRENCIES, { message: 'The selected currency is invalid.' }),
  wallet: z.string().trim().min(1, 'The wallet field is required.').max(128),
});

const present = (w: typeof cryptoWallets.$inferSelect) => ({
  id: w.id,
  name: w.name,
  currency: w.currency,
  network: w.network,
  wallet: w.wallet,
});

/**
 * The crypto rules of PP-6: the company has the crypto feature and, unless it is an
 * individual, the user has Google two-factor. Returns the caller's company.
 */
export function cryptoAllowed(c: Context<AppEnv>): CompanyRow {
  const { company } = c.get('auth');
  const co = company as CompanyRow;
  if (!co.features.includes('crypto')) throw forbidden('Crypto is not enabled for your company.');
  requireTwoFactor(c, 'Crypto needs Google two-factor authentication.');
  return co;
}

/** The `{product}` path parameter of the crypto operations (e.g. `flexcrypto`). */
export const ProductParam = z.object({ product: z.string().regex(/^[a-z0-9_-]{1,40}$/) });

/** A saved wallet of the company, or 404. */
export async function ownWallet(db: Deps['db'], companyId: number, id: number) {
  const [wallet] = await db
    .select()
    .from(cryptoWallets)
    .where(and(eq(cryptoWallets.id, id), eq(cryptoWallets.companyId, companyId)));
  if (!wallet) throw notFound('Wallet not found.');
  return wallet;
}

/**
 * Crypto wallets and crypto withdrawal (PP-7.4-11/13, PP-6: crypto needs the crypto
 * feature and, unless the company is an individual, the user's Google two-factor).
 */
export function registerCrypto(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;
  const list = async (companyId: number) =>
    (
      await db
        .select()
        .from(cryptoWallets)
        .where(eq(cryptoWallets.companyId, companyId))
        .orderBy(asc(cryptoWallets.id))
    ).map(present);

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/crypto-wallets',
      summary: 'Crypto wallets of the company (PP-7.4-13)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(z.array(CryptoWallet)), 'Wallets'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await list(cryptoAllowed(c).id) }, 200),
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/crypto-wallets',
      summary: 'Save a wallet: name, currency, wallet address (PP-7.4-13)',
      security: bearer,
      request: {
        body: { required: true, content: { 'application/json': { schema: WalletDraft } } },
      },
      responses: { 201: jsonResponse(dataEnvelope(CryptoWallet), 'Created'), ...errorResponses },
    }),
    async (c) => {
      const company = cryptoAllowed(c);
      const d = c.req.valid('json');
      const network = NETWORK_OF[d.currency] as string;
      checkWalletAddress('wallet', network, d.wallet);
      const [row] = await db
        .insert(cryptoWallets)
        .values({
          companyId: company.id,
          name: d.name,
          currency: d.currency,
          network,
          wallet: d.wallet,
        })
        .returning();
      return c.json({ data: present(row as typeof cryptoWallets.$inferSelect) }, 201);
    },
  );
  api.openapi(
    createRoute({
      method: 'delete',
      path: '/manager/crypto-wallets/{id}',
      summary: 'Delete a wallet; answers the remaining list (PP-7.4-13)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(CryptoWallet)), 'Wallets'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = cryptoAllowed(c);
      const gone = await db
        .delete(cryptoWallets)
        .where(
          and(
            eq(cryptoWallets.id, c.req.valid('param').id),
            eq(cryptoWallets.companyId, company.id),
          ),
        )
        .returning({ id: cryptoWallets.id });
      if (!gone[0]) throw notFound('Wallet not found.');
      return c.json({ data: await list(company.id) }, 200);
    },
  );

  const quote = async (c: Context<AppEnv>, d: z.infer<typeof CryptoWithdrawDraft>) => {
    const company = cryptoAllowed(c);
    const source = await ownAccount(db, company.id, d.bank_account_id);
    if (source.currencyType !== 'crypto')
      throw fieldError('bank_account_id', 'Crypto withdrawals need a crypto account.');
    const wallet = await ownWallet(db, company.id, d.wallet_id);
    if (wallet.currency !== source.currency)
      throw fieldError('wallet_id', 'The wallet is for another currency.');
    if (d.network !== wallet.network)
      throw fieldError('network', `The network must be ${wallet.network}.`);
    return { q: quoteCryptoWithdrawal(source, checkAmount(d.amount, source)), wallet };
  };
  const Product = ProductParam;
  const draftBody = {
    body: { required: true, content: { 'application/json': { schema: CryptoWithdrawDraft } } },
  };

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/{product}/withdraw-crypto',
      summary: 'Fee preview of a crypto withdrawal (PP-7.4-08)',
      security: bearer,
      request: { params: Product, ...draftBody },
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => c.json({ data: grandTotal((await quote(c, c.req.valid('json'))).q) }, 200),
  );
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/crypto/{product}/withdraw-crypto',
      summary: 'Withdraw crypto to a saved wallet (PP-7.4-11)',
      security: bearer,
      request: { params: Product, ...draftBody },
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'withdraw_crypto',
      example: {
        params: { product: 'flexcrypto' },
        json: {
          bank_account_id: '@account:BTC',
          amount: '@amount:BTC',
          wallet_id: '@wallet:BTC',
          network: 'bitcoin',
        },
      },
    },
    async (c) => {
      const draft = c.req.valid('json');
      const { q, wallet } = await quote(c, draft);
      const companyId = companyOf(c).id;
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId,
          q,
          payee: `wallet:${wallet.wallet}`,
          details: { network: wallet.network },
          bypassDuplicate: draft.bypass_duplicate_check,
          post: (m) =>
            execute(db, q, {
              ...m,
              customer: {
                wallet: wallet.wallet,
                network: wallet.network,
                wallet_name: wallet.name,
              },
            }),
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );
}
