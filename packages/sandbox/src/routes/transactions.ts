import { FLEXPSP_DEPOSIT_PAYEE } from '@flexportal/core';
import {
  ConvertDraft,
  dataEnvelope,
  GrandTotal,
  GrandTotalQuery,
  Transaction,
  TransferDraft,
  WithdrawalDraft,
} from '@flexportal/core/contract';
import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { OtpListener } from '../auth/otp.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { ApiError, checkAll, fieldError, fieldErrors } from '../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import {
  checkAmount,
  execute,
  ownAccount,
  ownAccountPair,
  type Quote,
  quoteBetween,
  quoteWithdrawal,
} from '../ledger/operations.js';
import { quoteAsSent, quotedTotal, type SentQuote } from '../ledger/quotes.js';
import { ibanValid } from '../lib/iban.js';
import { notify } from '../notifications/notify.js';
import { moneyRoute, runMoneyMove } from './moneyRoute.js';
import { registerTransactionChanges } from './transactionChanges.js';
import { registerTransactionReads } from './transactionReads.js';

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{4}\d{7}[A-Z0-9]{0,16}$/;

/** Customer (payee) fields kept on a withdrawal. */
export function customerOf(d: WithdrawalDraftT) {
  // A loop, not entries/filter/fromEntries: an import calls this for 10,000 rows (P5).
  const customer: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(d)) {
    if (v == null || v === '') continue;
    if (k.startsWith('customer_') || k.startsWith('bank_') || k.startsWith('intermediary_'))
      customer[k] = v;
  }
  return customer;
}
export type WithdrawalDraftT = z.infer<typeof WithdrawalDraft>;

/**
 * What a withdrawal's one-time code is bound to besides amount and IBAN (R15.7): every field
 * of the draft (payee name and address, service, portal, beneficiary and intermediary
 * bank, purpose, ...) but the duplicate-check bypass, which moves no money.
 */
function withdrawalDetails(d: WithdrawalDraftT): Record<string, unknown> {
  const { bypass_duplicate_check: _bypass, ...bound } = d;
  return bound;
}

/**
 * Validates a withdrawal's payee and returns the normalised IBAN or account; refuses every
 * field at fault in one answer (issue 38).
 */
export function withdrawalPayee(d: WithdrawalDraftT): string {
  const iban = d.customer_iban?.replace(/\s+/g, '').toUpperCase() || null;
  const account = d.customer_account?.trim() || null;
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  // Format and ISO 13616 mod-97 check sum, as the beneficiary form checks them (R15.11).
  if (d.transfer_service === 'sepa' && (!iban || !ibanValid(iban))) {
    refuse('customer_iban', 'A valid IBAN is required for SEPA.');
  } else if (iban && !ibanValid(iban)) refuse('customer_iban', 'The IBAN is invalid.');
  else if (!iban && !account) refuse('customer_iban', 'An IBAN or an account number is required.');
  if (d.transfer_service === 'fps_chaps' && !d.customer_sort_code && !iban) {
    refuse('customer_sort_code', 'A sort code is required for FPS/CHAPS.');
  }
  // Through a portal service the payee is the remote account the portal prefilled and
  // locked (PP-4.5-17); the portal knows its holder, so no name is asked for.
  if (d.transfer_service !== 'portal') {
    if (d.customer_legal_type === 'individual') {
      if (!d.customer_first_name) refuse('customer_first_name', 'The first name is required.');
      if (!d.customer_last_name) refuse('customer_last_name', 'The last name is required.');
    } else if (!d.customer_name) refuse('customer_name', 'The beneficiary name is required.');
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return (iban ?? account) as string;
}

/**
 * A flexpsp deposit (`is_flexpsp_deposit`, PP-2.4-10) pays the payment provider's deposit
 * account: the company needs the PSP portal, and the payee is always that account
 * (PP-4.5-17 locks it in the form; the server does not trust the lock).
 */
function flexpspDeposit(c: Context<AppEnv>, d: WithdrawalDraftT): WithdrawalDraftT {
  if (!d.is_flexpsp_deposit) return d;
  const company = companyOf(c);
  if (!company.features.includes('psp_portal') || !company.pspPortalAttached)
    throw fieldError('is_flexpsp_deposit', 'Flexpsp deposits need a PSP portal sign-up.');
  return { ...d, ...FLEXPSP_DEPOSIT_PAYEE, portal_service: null };
}

/** Registers manager/transactions and manager/grand-total routes (PP-7.4). */
export function registerTransactions(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;

  /**
   * The quote of a transfer or convert between two of the caller's accounts: at the current
   * rate for a preview, as sent (the named quote, ledger/quotes.ts) for a create.
   */
  const transferQuote = async (
    c: Context<AppEnv>,
    d: { bank_account_id: number; to_account_id: number; amount: string } & SentQuote,
    kind: 'transfer' | 'convert',
    mode: 'preview' | 'create',
  ) => {
    const company = companyOf(c);
    // One round trip for both accounts and the amount settings (the create hot path, P8).
    const [source, target, amountSettings] = await ownAccountPair(
      db,
      company.id,
      d.bank_account_id,
      d.to_account_id,
    );
    if (kind === 'convert' && !company.features.includes('crypto')) {
      throw new ApiError(403, 'Crypto is not enabled for your company.');
    }
    const amount = checkAmount(d.amount, source);
    const q =
      mode === 'create'
        ? await quoteAsSent(deps, company.id, source, target, amount, kind, d)
        : await quoteBetween(db, source, target, amount, kind, { now: deps.config.now() });
    return { q, amountSettings };
  };
  /** A preview's answer: the grand total with its quote. */
  const preview = (c: Context<AppEnv>, q: Quote) =>
    c.json({ data: quotedTotal(deps, companyOf(c).id, q) }, 200);
  /** A transfer or convert between two of the caller's accounts, through the money pipeline. */
  const moveBetweenOwnAccounts = async (
    c: Context<AppEnv>,
    d: { bank_account_id: number; to_account_id: number; amount: string } & SentQuote & {
        bypass_duplicate_check?: boolean | undefined;
      },
    kind: 'transfer' | 'convert',
  ) => {
    const { q, amountSettings } = await transferQuote(c, d, kind, 'create');
    return runMoneyMove(
      deps,
      c,
      {
        action: q.kind,
        companyId: companyOf(c).id,
        q,
        payee: `account:${d.to_account_id}`,
        amountSettings,
        bypassDuplicate: d.bypass_duplicate_check,
        post: (m) => execute(db, q, m),
      },
      onEmailCode,
    );
  };
  /**
   * The quote of a withdrawal. A preview (grand total) checks only what the fees depend on:
   * the payee's details are checked on create, so a half-typed payee never shows errors.
   */
  const withdrawalQuote = async (
    c: Context<AppEnv>,
    d: WithdrawalDraftT,
    mode: 'preview' | 'create',
  ) => {
    const source = await ownAccount(db, companyOf(c).id, d.bank_account_id);
    if (source.currencyType !== 'fiat')
      throw fieldError('bank_account_id', 'Withdrawals need a fiat account.');
    const [amount, payee] = checkAll(
      () => checkAmount(d.amount, source),
      () => (mode === 'create' ? withdrawalPayee(d) : ''),
    );
    return { q: quoteWithdrawal(source, amount, d.transfer_service), payee };
  };

  // --- read (grand-total first: the `{id}` routes must not match it) ---------------
  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/transactions/grand-total',
      summary: 'Fee preview of a withdrawal or, with to_account_id, a transfer (PP-7.4-07)',
      security: bearer,
      request: { query: GrandTotalQuery },
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => {
      const d = c.req.valid('query');
      const company = companyOf(c);
      const source = await ownAccount(db, company.id, d.bank_account_id);
      const amount = checkAmount(d.amount, source);
      const q = d.to_account_id
        ? await quoteBetween(
            db,
            source,
            await ownAccount(db, company.id, d.to_account_id),
            amount,
            'transfer',
            { now: deps.config.now() },
          )
        : quoteWithdrawal(
            source,
            amount,
            d.transfer_service ??
              (d.customer_iban && IBAN.test(d.customer_iban.replace(/\s+/g, ''))
                ? 'sepa'
                : 'swift'),
          );
      return preview(c, q);
    },
  );

  registerTransactionReads(api, deps);

  // --- previews ----------------------------------------------------------------------
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/transfer',
      summary: 'Fee preview of a transfer or fiat exchange (PP-7.4-08)',
      security: bearer,
      request: jsonBody(TransferDraft),
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => preview(c, (await transferQuote(c, c.req.valid('json'), 'transfer', 'preview')).q),
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/convert',
      summary: 'Fee preview of a crypto convert (PP-7.4-08)',
      security: bearer,
      request: jsonBody(ConvertDraft),
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => preview(c, (await transferQuote(c, c.req.valid('json'), 'convert', 'preview')).q),
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/iban',
      summary: 'Fee preview of a withdrawal (PP-7.4-08)',
      security: bearer,
      request: jsonBody(WithdrawalDraft),
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => preview(c, (await withdrawalQuote(c, c.req.valid('json'), 'preview')).q),
  );

  // --- create: money moves, through the one pipeline (moneyRoute.ts) ------------------
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/transactions/transfer',
      summary: 'Transfer between own accounts; another currency makes it an exchange (PP-7.4-09)',
      security: bearer,
      request: jsonBody(TransferDraft),
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'transfer',
      example: {
        json: {
          bank_account_id: '@account:EUR',
          to_account_id: '@account:GBP',
          amount: '@amount:EUR',
        },
      },
    },
    async (c) =>
      c.json({ data: await moveBetweenOwnAccounts(c, c.req.valid('json'), 'transfer') }, 201),
  );
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/transactions/convert',
      summary: 'Crypto convert between own accounts (PP-7.4-09)',
      security: bearer,
      request: jsonBody(ConvertDraft),
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'convert',
      example: {
        json: {
          bank_account_id: '@account:EUR',
          to_account_id: '@account:BTC',
          amount: '@amount:EUR',
        },
      },
    },
    async (c) =>
      c.json({ data: await moveBetweenOwnAccounts(c, c.req.valid('json'), 'convert') }, 201),
  );
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/transactions/iban',
      summary: 'Withdrawal to an IBAN or account (PP-7.4-09)',
      security: bearer,
      request: jsonBody(WithdrawalDraft),
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'withdrawal',
      example: {
        json: {
          bank_account_id: '@account:EUR',
          amount: '@amount:EUR',
          transfer_service: 'sepa',
          customer_iban: 'DE44500105175407324931',
          customer_name: 'Wayne Enterprises',
        },
      },
    },
    async (c) => {
      const d = flexpspDeposit(c, c.req.valid('json'));
      const { q, payee } = await withdrawalQuote(c, d, 'create');
      const companyId = companyOf(c).id;
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId,
          q,
          payee: `iban:${payee}`,
          details: withdrawalDetails(d),
          portals: [d.transfer_service === 'portal' ? d.portal_service : null],
          bypassDuplicate: d.bypass_duplicate_check,
          post: (m) => execute(db, q, { ...m, customer: customerOf(d) }),
          after: async (tx) => {
            if (!d.is_flexpsp_deposit) return;
            await notify(deps, {
              companyId,
              type: 'transaction.flexpsp_create_withdraw',
              title: 'PSP withdrawal created',
              message: `A withdrawal of ${tx.amount} ${tx.currency} to your PSP balance was created.`,
              about: { type: 'transaction', id: tx.id },
            });
          },
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );

  // --- changes: deny, source of funds (transactionChanges.ts) ----------------------
  registerTransactionChanges(api, deps);
}
