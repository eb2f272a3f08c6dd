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
import { requireEnabledCompany } from '../auth/middleware.js';
import { type OtpListener, requireOtp } from '../auth/otp.js';
import { moveBinding } from '../auth/otpBinding.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { ApiError, fieldError } from '../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { type AmountSettings, assertAmountBounds } from '../ledger/amountBounds.js';
import {
  checkAmount,
  checkDuplicate,
  dedupeKeyOf,
  execute,
  grandTotal,
  ownAccount,
  ownAccountPair,
  type Quote,
  quoteBetween,
  quoteWithdrawal,
} from '../ledger/operations.js';
import { ibanValid } from '../lib/iban.js';
import { publishAccounts } from '../live/routes.js';
import { notify } from '../notifications/notify.js';
import { checkPortals } from '../portals/remotePortals.js';
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

/** Validates a withdrawal's payee and returns the normalised IBAN or account. */
export function withdrawalPayee(d: WithdrawalDraftT): string {
  const iban = d.customer_iban?.replace(/\s+/g, '').toUpperCase() || null;
  const account = d.customer_account?.trim() || null;
  // Format and ISO 13616 mod-97 check sum, as the beneficiary form checks them (R15.11).
  if (d.transfer_service === 'sepa' && (!iban || !ibanValid(iban))) {
    throw fieldError('customer_iban', 'A valid IBAN is required for SEPA.');
  }
  if (iban && !ibanValid(iban)) throw fieldError('customer_iban', 'The IBAN is invalid.');
  if (!iban && !account)
    throw fieldError('customer_iban', 'An IBAN or an account number is required.');
  if (d.transfer_service === 'fps_chaps' && !d.customer_sort_code && !iban) {
    throw fieldError('customer_sort_code', 'A sort code is required for FPS/CHAPS.');
  }
  const named =
    d.customer_legal_type === 'individual'
      ? Boolean(d.customer_first_name && d.customer_last_name)
      : Boolean(d.customer_name);
  // Through a portal service the payee is the remote account the portal prefilled and
  // locked (PP-4.5-17); the portal knows its holder, so no name is asked for.
  if (!named && d.transfer_service !== 'portal') {
    throw d.customer_legal_type === 'individual'
      ? fieldError('customer_first_name', 'The first and last name are required.')
      : fieldError('customer_name', 'The beneficiary name is required.');
  }
  return (iban ?? account) as string;
}

/**
 * The gate of the money moves added after transfer/iban (card, crypto buy and deposit,
 * import): an enabled company, no code asked for a move the balance cannot cover (unless
 * `skipBalance`: a deposit debits nothing), then the one-time code bound to action,
 * source, amount, currency, payee, the total with fees, the route and `details` (PP-4.3,
 * PP-6, R7, R15.7).
 */
export async function gateMove(
  deps: Deps,
  c: Context<AppEnv>,
  binding: {
    action: string;
    q: Quote;
    payee: string;
    skipBalance?: boolean;
    details?: Record<string, unknown>;
    /** The amounts the boundaries apply to (an import's rows); default the quote's. */
    amounts?: readonly bigint[];
  },
  onEmailCode?: OtpListener,
): Promise<void> {
  const { user, company } = c.get('auth');
  requireEnabledCompany(company);
  const { q } = binding;
  checkPortals(deps, [q.source.paymentService, q.target?.paymentService]);
  if (!binding.skipBalance && !grandTotal(q).is_enough_balance) {
    throw fieldError('amount', 'Insufficient funds.');
  }
  await assertAmountBounds(deps.db, q.source, binding.amounts ?? [q.amount]);
  await requireOtp(
    deps,
    user,
    moveBinding(binding.action, q, binding.payee, binding.details),
    c.req.header('X-OTP-Code'),
    c.req.header('X-Browser-Id') ?? null,
    onEmailCode,
  );
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

  const portalCheck = (services: Array<string | null | undefined>) => checkPortals(deps, services);

  const gate = async (
    c: Context<AppEnv>,
    q: Quote,
    payee: string,
    portalService?: string | null,
    details?: Record<string, unknown>,
    /** The amount settings when already read with the accounts (ownAccountPair). */
    amountSettings?: AmountSettings,
  ) => {
    const { user, company } = c.get('auth');
    requireEnabledCompany(company);
    portalCheck([q.source.paymentService, q.target?.paymentService, portalService]);
    // Early and advisory (the ledger enforces it atomically): no code is asked for a move
    // the balance cannot cover.
    if (!grandTotal(q).is_enough_balance) throw fieldError('amount', 'Insufficient funds.');
    await assertAmountBounds(db, q.source, [q.amount], amountSettings);
    await requireOtp(
      deps,
      user,
      moveBinding(q.kind, q, payee, details),
      c.req.header('X-OTP-Code'),
      c.req.header('X-Browser-Id') ?? null,
      onEmailCode,
    );
  };
  const meta = (c: Context<AppEnv>) => ({
    companyId: companyOf(c).id,
    userId: c.get('auth').user.id,
  });

  const transferQuote = async (
    c: Context<AppEnv>,
    d: {
      bank_account_id: number;
      to_account_id: number;
      amount: string;
      quoted_rate?: string | undefined;
    },
    kind: 'transfer' | 'convert',
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
    const q = await quoteBetween(db, source, target, checkAmount(d.amount, source), kind, {
      now: deps.config.now(),
      quoted: d.quoted_rate,
    });
    return { q, amountSettings };
  };
  /** A transfer or convert between two of the caller's accounts: checks, gate, ledger, event. */
  const moveBetweenOwnAccounts = async (
    c: Context<AppEnv>,
    d: {
      bank_account_id: number;
      to_account_id: number;
      amount: string;
      quoted_rate?: string | undefined;
      bypass_duplicate_check?: boolean | undefined;
    },
    kind: 'transfer' | 'convert',
  ) => {
    const { q, amountSettings } = await transferQuote(c, d, kind);
    const payee = `account:${d.to_account_id}`;
    const dedupeKey = dedupeKeyOf(d.bypass_duplicate_check, companyOf(c).id, q, payee);
    await checkDuplicate(db, dedupeKey, deps.config.now());
    await gate(c, q, payee, undefined, undefined, amountSettings);
    const created = await execute(db, q, { ...meta(c), dedupeKey, now: deps.config.now() });
    await publishAccounts(deps, companyOf(c).id, [q.source.id, d.to_account_id]);
    return created;
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
    const amount = checkAmount(d.amount, source);
    const payee = mode === 'create' ? withdrawalPayee(d) : '';
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
      return c.json({ data: grandTotal(q) }, 200);
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
    async (c) =>
      c.json(
        { data: grandTotal((await transferQuote(c, c.req.valid('json'), 'transfer')).q) },
        200,
      ),
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
    async (c) =>
      c.json({ data: grandTotal((await transferQuote(c, c.req.valid('json'), 'convert')).q) }, 200),
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
    async (c) =>
      c.json(
        { data: grandTotal((await withdrawalQuote(c, c.req.valid('json'), 'preview')).q) },
        200,
      ),
  );

  // --- create (money moves: enabled company, one-time code, ledger) -------------------
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/transactions/transfer',
      summary: 'Transfer between own accounts; another currency makes it an exchange (PP-7.4-09)',
      security: bearer,
      request: jsonBody(TransferDraft),
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    async (c) =>
      c.json({ data: await moveBetweenOwnAccounts(c, c.req.valid('json'), 'transfer') }, 201),
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/transactions/convert',
      summary: 'Crypto convert between own accounts (PP-7.4-09)',
      security: bearer,
      request: jsonBody(ConvertDraft),
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    async (c) =>
      c.json({ data: await moveBetweenOwnAccounts(c, c.req.valid('json'), 'convert') }, 201),
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/transactions/iban',
      summary: 'Withdrawal to an IBAN or account (PP-7.4-09)',
      security: bearer,
      request: jsonBody(WithdrawalDraft),
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    async (c) => {
      const d = flexpspDeposit(c, c.req.valid('json'));
      const { q, payee } = await withdrawalQuote(c, d, 'create');
      const dedupeKey = dedupeKeyOf(d.bypass_duplicate_check, companyOf(c).id, q, `iban:${payee}`);
      await checkDuplicate(db, dedupeKey, deps.config.now());
      await gate(
        c,
        q,
        `iban:${payee}`,
        d.transfer_service === 'portal' ? d.portal_service : null,
        withdrawalDetails(d),
      );
      const created = await execute(db, q, {
        ...meta(c),
        customer: customerOf(d),
        dedupeKey,
        now: deps.config.now(),
      });
      await publishAccounts(deps, companyOf(c).id, [q.source.id]);
      if (d.is_flexpsp_deposit) {
        await notify(deps, {
          companyId: companyOf(c).id,
          type: 'transaction.flexpsp_create_withdraw',
          title: 'PSP withdrawal created',
          message: `A withdrawal of ${created.amount} ${created.currency} to your PSP balance was created.`,
          about: { type: 'transaction', id: created.id },
        });
      }
      return c.json({ data: created }, 201);
    },
  );

  // --- changes: deny, source of funds (transactionChanges.ts) ----------------------
  registerTransactionChanges(api, deps);
}
