import {
  CryptoPaymentDraft,
  dataEnvelope,
  GrandTotal,
  Transaction,
} from '@flexportal/core/contract';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { OtpListener } from '../auth/otp.js';
import type { Api, AppEnv, Deps } from '../http/env.js';
import { checkAll, fieldError } from '../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { outgoingMove } from '../ledger/moveLegs.js';
import {
  checkAmount,
  grandTotal,
  ownAccount,
  quoteCryptoWithdrawal,
} from '../ledger/operations.js';
import { postMove } from '../ledger/postMove.js';
import { checkWalletAddress, cryptoAllowed, NETWORK_OF } from './crypto.js';
import { moneyRoute, runMoneyMove } from './moneyRoute.js';

/**
 * `manager/grand-total/crypto` and `manager/transactions/crypto` (PP-7.4-08/09): a crypto
 * payment from a crypto account to an address typed in (type `crypto`, protocol CRYPTO),
 * with the network fee of a crypto withdrawal. The crypto rules of PP-6 apply (feature and
 * two-factor); the address is checked per network on create (a preview needs none).
 */
export function registerCryptoPayment(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;
  /**
   * The quote of a crypto payment. The network, the amount and (on create) the address are
   * refused together, so the form shows every error at once (issue 38), as the withdrawal.
   */
  const quote = async (c: Context<AppEnv>, d: CryptoPaymentDraft, mode: 'preview' | 'create') => {
    const company = cryptoAllowed(c);
    const source = await ownAccount(db, company.id, d.bank_account_id);
    if (source.currencyType !== 'crypto') {
      throw fieldError('bank_account_id', 'Crypto payments need a crypto account.');
    }
    const network = NETWORK_OF[source.currency];
    const [, amount] = checkAll(
      () => {
        if (d.network !== network) throw fieldError('network', `The network must be ${network}.`);
      },
      () => checkAmount(d.amount, source),
      () => {
        if (mode === 'preview') return;
        const address = d.wallet ?? '';
        if (address === '') throw fieldError('wallet', 'The wallet field is required.');
        checkWalletAddress('wallet', d.network, address);
      },
    );
    return { q: quoteCryptoWithdrawal(source, amount), companyId: company.id };
  };

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/crypto',
      summary: 'Fee preview of a crypto payment to an address (PP-7.4-08)',
      security: bearer,
      request: jsonBody(CryptoPaymentDraft),
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) =>
      c.json({ data: grandTotal((await quote(c, c.req.valid('json'), 'preview')).q) }, 200),
  );
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/transactions/crypto',
      summary: 'Crypto payment from a crypto account to an address (PP-7.4-09)',
      security: bearer,
      request: jsonBody(CryptoPaymentDraft),
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'crypto',
      example: {
        json: {
          bank_account_id: '@account:BTC',
          amount: '@amount:BTC',
          network: 'bitcoin',
          wallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        },
      },
    },
    async (c) => {
      const d = c.req.valid('json');
      const { q, companyId } = await quote(c, d, 'create');
      const address = d.wallet ?? '';
      const customer = { wallet: address, network: d.network };
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId,
          q,
          payee: `wallet:${address}`,
          details: customer,
          bypassDuplicate: d.bypass_duplicate_check,
          post: async (m) => postMove(db, await outgoingMove(db, q, 'crypto', customer), m),
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );
}
