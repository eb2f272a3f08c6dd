import {
  ConvertDraft,
  dataEnvelope,
  GrandTotal,
  GrandTotalQuery,
  listEnvelope,
  Transaction,
  TransactionListQuery,
  TransferDraft,
  WithdrawalDraft,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireEnabledCompany } from '../auth/middleware.js';
import { type OtpListener, requireOtp } from '../auth/otp.js';
import { transactions } from '../db/schema.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { ApiError, fieldError, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../http/openapi.js';
import { listMeta } from '../http/paginate.js';
import {
  checkAmount,
  checkDuplicate,
  dedupeKeyOf,
  execute,
  grandTotal,
  ownAccount,
  type Quote,
  quoteBetween,
  quoteWithdrawal,
} from '../ledger/operations.js';
import { type Executor, post, systemAccount } from '../ledger/post.js';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { textPdf } from '../lib/pdf.js';
import { publishAccounts } from '../live/routes.js';
import { presentTransaction } from './present.js';

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{4}\d{7}[A-Z0-9]{0,16}$/;

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** Customer (payee) fields kept on a withdrawal. */
function customerOf(d: WithdrawalDraftT) {
  const entries = Object.entries(d).filter(
    ([k, v]) =>
      (k.startsWith('customer_') || k.startsWith('bank_') || k.startsWith('intermediary_')) &&
      v != null &&
      v !== '',
  );
  return Object.fromEntries(entries);
}
type WithdrawalDraftT = z.infer<typeof WithdrawalDraft>;

/** Validates a withdrawal's payee and returns the normalised IBAN or account. */
function withdrawalPayee(d: WithdrawalDraftT): string {
  const iban = d.customer_iban?.replace(/\s+/g, '').toUpperCase() || null;
  const account = d.customer_account?.trim() || null;
  if (d.transfer_service === 'sepa' && (!iban || !IBAN.test(iban))) {
    throw fieldError('customer_iban', 'A valid IBAN is required for SEPA.');
  }
  if (iban && !IBAN.test(iban)) throw fieldError('customer_iban', 'The IBAN is invalid.');
  if (!iban && !account)
    throw fieldError('customer_iban', 'An IBAN or an account number is required.');
  if (d.transfer_service === 'fps_chaps' && !d.customer_sort_code && !iban) {
    throw fieldError('customer_sort_code', 'A sort code is required for FPS/CHAPS.');
  }
  const named =
    d.customer_legal_type === 'individual'
      ? Boolean(d.customer_first_name && d.customer_last_name)
      : Boolean(d.customer_name);
  if (!named) {
    throw d.customer_legal_type === 'individual'
      ? fieldError('customer_first_name', 'The first and last name are required.')
      : fieldError('customer_name', 'The beneficiary name is required.');
  }
  return (iban ?? account) as string;
}

/** Registers manager/transactions and manager/grand-total routes (PP-7.4). */
export function registerTransactions(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;

  /** 503 + X-Remote-Portal-Status when a portal service the move goes through is off (PP-8-03). */
  const portalCheck = (services: Array<string | null | undefined>) => {
    for (const service of services) {
      if (service && deps.config.portalsDown.has(service)) {
        throw new ApiError(
          503,
          'Remote portal is unavailable. Please try again later',
          {},
          {
            'X-Remote-Portal-Status': `${service}:unavailable`,
          },
        );
      }
    }
  };

  const gate = async (
    c: Context<AppEnv>,
    q: Quote,
    payee: string,
    portalService?: string | null,
  ) => {
    const { user, company } = c.get('auth');
    requireEnabledCompany(company);
    portalCheck([q.source.paymentService, q.target?.paymentService, portalService]);
    // Early and advisory (the ledger enforces it atomically): no code is asked for a move
    // the balance cannot cover.
    if (!grandTotal(q).is_enough_balance) throw fieldError('amount', 'Insufficient funds.');
    await requireOtp(
      deps,
      user,
      {
        action: q.kind,
        sourceAccountId: q.source.id,
        amount: formatFixed(q.amount, q.source.subUnit),
        currency: q.source.currency,
        payee,
      },
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
    d: { bank_account_id: number; to_account_id: number; amount: string },
    kind: 'transfer' | 'convert',
  ) => {
    const company = companyOf(c);
    const source = await ownAccount(db, company.id, d.bank_account_id);
    const target = await ownAccount(db, company.id, d.to_account_id);
    if (kind === 'convert' && !company.features.includes('crypto')) {
      throw new ApiError(403, 'Crypto is not enabled for your company.');
    }
    return quoteBetween(db, source, target, checkAmount(d.amount, source), kind);
  };
  /** A transfer or convert between two of the caller's accounts: checks, gate, ledger, event. */
  const moveBetweenOwnAccounts = async (
    c: Context<AppEnv>,
    d: {
      bank_account_id: number;
      to_account_id: number;
      amount: string;
      bypass_duplicate_check?: boolean | undefined;
    },
    kind: 'transfer' | 'convert',
  ) => {
    const q = await transferQuote(c, d, kind);
    const payee = `account:${d.to_account_id}`;
    const dedupeKey = dedupeKeyOf(d.bypass_duplicate_check, companyOf(c).id, q, payee);
    await checkDuplicate(db, dedupeKey, deps.config.now());
    await gate(c, q, payee);
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

  // --- read -------------------------------------------------------------------------
  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/transactions',
      summary: 'Transaction list with filters (PP-7.4-14, PP-2.4)',
      security: bearer,
      request: { query: TransactionListQuery },
      responses: {
        200: jsonResponse(listEnvelope(Transaction), 'Transactions'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = companyOf(c);
      const q = c.req.valid('query');
      const where: SQL[] = [eq(transactions.companyId, company.id)];
      const accountId = q.bank_account_id ?? q.bid;
      if (accountId) {
        where.push(
          or(
            eq(transactions.bankAccountId, accountId),
            eq(transactions.toAccountId, accountId),
          ) as SQL,
        );
      }
      if (q.mode) where.push(eq(transactions.status, q.mode));
      const from = q.from_date ?? q.start_date;
      const to = q.to_date ?? q.end_date;
      if (from) where.push(gte(transactions.createdAt, `${from}T00:00:00Z`));
      if (to)
        where.push(
          lt(
            transactions.createdAt,
            new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString(),
          ),
        );
      const cond = and(...where);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(transactions)
        .where(cond);
      const rows = await db
        .select()
        .from(transactions)
        .where(cond)
        .orderBy(desc(transactions.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page);
      return c.json(
        {
          data: rows.map(presentTransaction),
          meta: listMeta(total, q.page, q.per_page, c.req.url),
        },
        200,
      );
    },
  );

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

  api.get('/manager/transactions/items', async (c) => {
    const repeated = c.req.queries('id') ?? [];
    const ids = c.req.queries('id[]') ?? (repeated.length > 1 ? repeated : undefined);
    const message = "Invalid request format. 'id' must be an array.";
    if (!ids) throw new ApiError(422, message, { errors: { id: [message] } });
    const numbers = ids.map(Number);
    if (
      numbers.length > 100 ||
      numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 2147483647)
    ) {
      throw fieldError('id', 'Each id must be a positive integer (at most 100).');
    }
    const rows = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.companyId, companyOf(c).id), inArray(transactions.id, numbers)))
      .orderBy(desc(transactions.id));
    return c.json({ data: rows.map(presentTransaction) });
  });

  api.get('/manager/transactions-metadata', async (c) => {
    const rows = await db
      .select({ status: transactions.status, n: count() })
      .from(transactions)
      .where(eq(transactions.companyId, companyOf(c).id))
      .groupBy(transactions.status);
    const modes = Object.fromEntries(['api', 'settled', 'progress', 'denied'].map((m) => [m, 0]));
    for (const r of rows) modes[r.status] = r.n;
    return c.json({ data: { total: rows.reduce((t, r) => t + r.n, 0), modes } });
  });

  api.get('/manager/transactions/:id/wire-confirmation', async (c) => {
    const parsed = IdParam.safeParse({ id: c.req.param('id') });
    if (!parsed.success) throw fieldError('id', 'The id must be a positive integer.');
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, parsed.data.id), eq(transactions.companyId, companyOf(c).id)));
    if (!row) throw notFound('Transaction not found.');
    const t = presentTransaction(row);
    const customer = (t.customer ?? {}) as Record<string, unknown>;
    const pdf = textPdf('Wire confirmation', [
      `Transaction: ${t.name}`,
      `Type: ${t.type}   Status: ${t.status}`,
      `Amount: ${t.amount} ${t.currency}   Fee: ${t.fee_amount}   Total: ${t.total_amount}`,
      `Protocol: ${t.transmission_protocol ?? 'n/a'}`,
      `Beneficiary: ${String(customer.customer_name ?? customer.name ?? 'n/a')}`,
      `IBAN / account: ${String(customer.customer_iban ?? customer.customer_account ?? 'n/a')}`,
      `Created: ${t.created_at}`,
      '',
      'Flexportal Sandbox - generated document.',
    ]);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="wire-confirmation-${t.name}.pdf"`,
    });
  });

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/transactions/{id}',
      summary: 'One transaction (PP-7.4-14)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(Transaction), 'Transaction'), ...errorResponses },
    }),
    async (c) => {
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.id, c.req.valid('param').id),
            eq(transactions.companyId, companyOf(c).id),
          ),
        );
      if (!row) throw notFound('Transaction not found.');
      return c.json({ data: presentTransaction(row) }, 200);
    },
  );

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
      c.json({ data: grandTotal(await transferQuote(c, c.req.valid('json'), 'transfer')) }, 200),
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
      c.json({ data: grandTotal(await transferQuote(c, c.req.valid('json'), 'convert')) }, 200),
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
      const d = c.req.valid('json');
      const { q, payee } = await withdrawalQuote(c, d, 'create');
      const dedupeKey = dedupeKeyOf(d.bypass_duplicate_check, companyOf(c).id, q, `iban:${payee}`);
      await checkDuplicate(db, dedupeKey, deps.config.now());
      await gate(c, q, `iban:${payee}`, d.transfer_service === 'portal' ? d.portal_service : null);
      const created = await execute(db, q, {
        ...meta(c),
        customer: customerOf(d),
        dedupeKey,
        now: deps.config.now(),
      });
      await publishAccounts(deps, companyOf(c).id, [q.source.id]);
      return c.json({ data: created }, 201);
    },
  );

  // --- changes -----------------------------------------------------------------------
  api.openapi(
    createRoute({
      method: 'put',
      path: '/manager/transactions/{id}/deny',
      summary:
        'Deny a withdrawal still in progress or awaiting action; the money returns (PP-7.4-17)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(Transaction), 'Denied'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c);
      const id = c.req.valid('param').id;
      const result = await db.transaction(async (tx) => {
        const ex = tx as unknown as Executor;
        const [row] = await tx
          .update(transactions)
          .set({ status: 'denied' })
          .where(
            and(
              eq(transactions.id, id),
              eq(transactions.companyId, company.id),
              or(eq(transactions.status, 'progress'), eq(transactions.status, 'api')),
              eq(transactions.type, 'withdrawal'),
            ),
          )
          .returning();
        if (!row) return null;
        const amount = toUnits(row.amount);
        const fee = toUnits(row.fee);
        await post(
          ex,
          row.id,
          [
            { accountId: row.bankAccountId as number, currency: row.currency, units: amount + fee },
            {
              accountId: await systemAccount(ex, 'external', row.currency),
              currency: row.currency,
              units: -amount,
            },
            {
              accountId: await systemAccount(ex, 'fees', row.currency),
              currency: row.currency,
              units: -fee,
            },
          ].filter((l) => l.units !== 0n),
        );
        return row;
      });
      if (!result) {
        const [exists] = await db
          .select({ id: transactions.id })
          .from(transactions)
          .where(and(eq(transactions.id, id), eq(transactions.companyId, company.id)));
        if (!exists) throw notFound('Transaction not found.');
        throw new ApiError(422, 'Only withdrawals in progress or awaiting action can be denied.', {
          errors: { id: ['Only withdrawals in progress or awaiting action can be denied.'] },
        });
      }
      await publishAccounts(deps, company.id, [result.bankAccountId as number]);
      await publishAccounts(deps, company.id, [result.bankAccountId as number]);
      return c.json({ data: presentTransaction(result) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/manager/transactions/{id}/source-of-funds',
      summary: 'Set the source of funds: 1 Business, 2 Customer (PP-7.4-16)',
      security: bearer,
      request: {
        params: IdParam,
        ...jsonBody(
          z.object({
            source_id: z.union([z.literal(1), z.literal(2)], {
              message: 'The source must be 1 (Business) or 2 (Customer).',
            }),
          }),
        ),
      },
      responses: { 200: jsonResponse(dataEnvelope(Transaction), 'Updated'), ...errorResponses },
    }),
    async (c) => {
      const [row] = await db
        .update(transactions)
        .set({ sourceId: c.req.valid('json').source_id })
        .where(
          and(
            eq(transactions.id, c.req.valid('param').id),
            eq(transactions.companyId, companyOf(c).id),
          ),
        )
        .returning();
      if (!row) throw notFound('Transaction not found.');
      return c.json({ data: presentTransaction(row) }, 200);
    },
  );
}
