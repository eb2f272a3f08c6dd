import {
  BankAccount,
  ComplianceTracking,
  dataEnvelope,
  GrandTotal,
  listEnvelope,
  Transaction,
  TransferDraft,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { OtpListener } from '../auth/otp.js';
import { bankAccounts, companies, transactions } from '../db/schema.js';
import { complianceTrackings } from '../db/schemaCompliance.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { fieldError, forbidden, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../http/openapi.js';
import { listMeta } from '../http/paginate.js';
import {
  checkAmount,
  execute,
  grandTotal,
  ownAccount,
  quoteBetween,
} from '../ledger/operations.js';
import { notify } from '../notifications/notify.js';
import { PageQuery } from './bankAccounts.js';
import { ComplianceListQuery, listTrackings } from './compliance.js';
import { moneyRoute, runMoneyMove } from './moneyRoute.js';
import { presentAccount, presentTransaction } from './present.js';
import { filterConditions, ListQuery, transactionOrder } from './transactionFilters.js';

/** A sub-company as the lists show it. */
const SubCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  created_at: z.string(),
});
/** The affiliate owner and the accounts an affiliate may send to (no balances). */
const OwnerAccounts = z.object({
  id: z.number().int(),
  name: z.string(),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), currency: z.string() })),
});
/**
 * Query of the sub-companies' transactions: the manager list's filters (account, period,
 * dates, ids, order; company_id/cid picks one of them) in the manager's modes.
 */
const ModeQuery = ListQuery.extend({
  mode: z.enum(['settled', 'progress', 'denied']).optional(),
});

type Kind = 'affiliates' | 'white-labeled';
const ownerColumn = (kind: Kind) =>
  kind === 'affiliates' ? companies.affiliateOwnerId : companies.whiteLabelOwnerId;

/** The lists need the affiliation feature (affiliates) or white-label (children), AC-2manager-07/08. */
function allowed(c: Context<AppEnv>, kind: Kind) {
  const company = companyOf(c);
  if (kind === 'affiliates' && !company.features.includes('affiliation'))
    throw forbidden('Affiliation is not enabled for your company.');
  return company;
}

/**
 * Affiliates and white-labeled children (AC-7mgr-28/29): their list, each one's accounts,
 * their transactions per mode, their compliance trackings; and an affiliate sending funds to its owner
 * (/manager/send-funds-affiliate) behind the one-time code, which notifies the owner
 * (transaction.funds_for_affiliate_owner).
 */
export function registerAffiliates(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;
  const childIds = async (ownerId: number, kind: Kind) =>
    (
      await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(ownerColumn(kind), ownerId))
    ).map((r) => r.id);

  for (const [kind, base] of [
    ['affiliates', '/manager/affiliates'],
    ['white-labeled', '/manager/white-label'],
  ] as const) {
    api.openapi(
      createRoute({
        method: 'get',
        path: base,
        summary: `The company's ${kind === 'affiliates' ? 'affiliates (sub-accounts)' : 'white-labeled child companies'} (AC-7mgr-28/29)`,
        security: bearer,
        request: { query: PageQuery },
        responses: { 200: jsonResponse(listEnvelope(SubCompany), 'Companies'), ...errorResponses },
      }),
      async (c) => {
        const owner = allowed(c, kind);
        const q = c.req.valid('query');
        const where = eq(ownerColumn(kind), owner.id);
        const [[counted], rows] = await Promise.all([
          db.select({ total: count() }).from(companies).where(where),
          db
            .select()
            .from(companies)
            .where(where)
            .orderBy(asc(companies.id))
            .limit(q.per_page)
            .offset((q.page - 1) * q.per_page),
        ]);
        const data = rows.map((r) => ({
          id: r.id,
          name: r.name,
          enabled: r.enabled,
          created_at: new Date(r.createdAt).toISOString(),
        }));
        return c.json(
          { data, meta: listMeta(counted?.total ?? 0, q.page, q.per_page, c.req.url) },
          200,
        );
      },
    );

    api.openapi(
      createRoute({
        method: 'get',
        path: `${base}/transactions`,
        summary: `Transactions of the ${kind} per mode, with the manager list's filters (AC-7mgr-28/29)`,
        security: bearer,
        request: { query: ModeQuery },
        responses: {
          200: jsonResponse(listEnvelope(Transaction), 'Transactions'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const owner = allowed(c, kind);
        const q = c.req.valid('query');
        const ids = await childIds(owner.id, kind);
        // company_id/cid narrows to one of them; any other company matches nothing.
        const cid = q.company_id ?? q.cid;
        const scope = cid === undefined ? ids : ids.filter((id) => id === cid);
        const cond = and(
          inArray(transactions.companyId, scope.length ? scope : [0]),
          ...filterConditions(q, deps.config.now()),
        );
        const [[counted], rows] = await Promise.all([
          db.select({ total: count() }).from(transactions).where(cond),
          db
            .select()
            .from(transactions)
            .where(cond)
            .orderBy(...transactionOrder(q))
            .limit(q.per_page)
            .offset((q.page - 1) * q.per_page),
        ]);
        return c.json(
          {
            data: rows.map(presentTransaction),
            meta: listMeta(counted?.total ?? 0, q.page, q.per_page, c.req.url),
          },
          200,
        );
      },
    );

    api.openapi(
      createRoute({
        method: 'get',
        path: `${base}/compliance-trackings`,
        summary: `Compliance trackings of the ${kind}, newest first (AC-7mgr-28/29)`,
        security: bearer,
        request: { query: ComplianceListQuery },
        responses: {
          200: jsonResponse(listEnvelope(ComplianceTracking), 'Trackings'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const owner = allowed(c, kind);
        // The white-labeled compliance list needs the white-label feature (AC-2manager-08).
        if (kind === 'white-labeled' && !owner.whiteLabelEnabled)
          throw forbidden('White label is not enabled for your company.');
        const q = c.req.valid('query');
        const ids = await childIds(owner.id, kind);
        const where = and(
          inArray(complianceTrackings.companyId, ids.length ? ids : [0]),
          q.status ? eq(complianceTrackings.status, q.status) : undefined,
          q.category ? eq(complianceTrackings.category, q.category) : undefined,
        );
        return c.json(await listTrackings(deps, c.req.url, q, where), 200);
      },
    );

    api.openapi(
      createRoute({
        method: 'get',
        path: `${base}/{id}/accounts`,
        summary: `Accounts of one of the ${kind} (AC-7mgr-28/29)`,
        security: bearer,
        request: { params: IdParam },
        responses: { 200: jsonResponse(listEnvelope(BankAccount), 'Accounts'), ...errorResponses },
      }),
      async (c) => {
        const owner = allowed(c, kind);
        const id = c.req.valid('param').id;
        if (!(await childIds(owner.id, kind)).includes(id)) throw notFound('Company not found.');
        const rows = await db
          .select()
          .from(bankAccounts)
          .where(and(eq(bankAccounts.companyId, id), isNotNull(bankAccounts.companyId)))
          .orderBy(asc(bankAccounts.id));
        return c.json(
          {
            data: rows.map(presentAccount),
            meta: listMeta(rows.length, 1, Math.max(rows.length, 1), c.req.url),
          },
          200,
        );
      },
    );
  }

  /** The caller's affiliate owner, or 403: send funds needs an affiliated company (AC-2manager-11). */
  const ownerOf = async (c: Context<AppEnv>) => {
    const company = companyOf(c);
    if (!company.affiliateOwnerId) throw forbidden('Your company is not an affiliate.');
    const [owner] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, company.affiliateOwnerId));
    if (!owner) throw forbidden('Your company is not an affiliate.');
    return owner;
  };
  /** The quote of sending `d.amount` from an own account to one of the owner's, same currency. */
  const sendQuote = async (c: Context<AppEnv>, d: TransferDraft) => {
    const owner = await ownerOf(c);
    const source = await ownAccount(db, companyOf(c).id, d.bank_account_id);
    const [target] = await db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, d.to_account_id), eq(bankAccounts.companyId, owner.id)));
    if (!target) throw fieldError('to_account_id', 'Choose an account of the affiliate owner.');
    if (target.currency !== source.currency)
      throw fieldError('to_account_id', 'The owner account must be in the currency of yours.');
    const q = await quoteBetween(db, source, target, checkAmount(d.amount, source), 'transfer');
    return { owner, q };
  };

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/affiliate-owner',
      summary:
        'The affiliate owner and its fiat accounts an affiliate may send funds to (AC-2manager-11)',
      security: bearer,
      responses: { 200: jsonResponse(dataEnvelope(OwnerAccounts), 'Owner'), ...errorResponses },
    }),
    async (c) => {
      const owner = await ownerOf(c);
      const rows = await db
        .select({ id: bankAccounts.id, name: bankAccounts.name, currency: bankAccounts.currency })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.companyId, owner.id), eq(bankAccounts.currencyType, 'fiat')))
        .orderBy(asc(bankAccounts.id));
      return c.json({ data: { id: owner.id, name: owner.name, accounts: rows } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/send-funds-affiliate',
      summary: 'Fee preview of sending funds to the affiliate owner',
      security: bearer,
      request: jsonBody(TransferDraft),
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => c.json({ data: grandTotal((await sendQuote(c, c.req.valid('json'))).q) }, 200),
  );

  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/transactions/send-funds-affiliate',
      summary:
        'Send funds to the affiliate owner behind the one-time code; the owner is notified (transaction.funds_for_affiliate_owner)',
      security: bearer,
      request: jsonBody(TransferDraft),
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'send-funds-affiliate',
      example: {
        json: {
          bank_account_id: '@account:EUR',
          to_account_id: '@owner-account:EUR',
          amount: '@amount:EUR',
        },
      },
    },
    async (c) => {
      const d = c.req.valid('json');
      const { owner, q } = await sendQuote(c, d);
      const me = companyOf(c);
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId: me.id,
          q,
          payee: `affiliate-owner:${owner.id}:${d.to_account_id}`,
          bypassDuplicate: d.bypass_duplicate_check,
          post: (m) =>
            execute(db, q, { ...m, customer: { name: owner.name, affiliate_owner_id: owner.id } }),
          publish: [
            [me.id, [q.source.id]],
            [owner.id, [d.to_account_id]],
          ],
          after: (tx) =>
            notify(deps, {
              companyId: owner.id,
              type: 'transaction.funds_for_affiliate_owner',
              title: 'Funds from an affiliate',
              message: `${me.name} sent ${tx.amount} ${tx.currency} to ${q.target?.name ?? ''}.`,
              about: { type: 'transaction', id: tx.id },
            }),
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );
}
