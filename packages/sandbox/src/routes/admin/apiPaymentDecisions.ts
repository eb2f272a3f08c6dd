import { DECLINE_REASON_MAX } from '@flexportal/core/admin';
import { dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError } from '../../http/errors.js';
import { BodyId, bearer, errorResponses, jsonBody, jsonResponse } from '../../http/openapi.js';
import { HISTORY_NOTES, recordHistory } from '../../ledger/history.js';
import type { Executor } from '../../ledger/post.js';
import { reversePostings } from '../../ledger/reversePostings.js';
import { publishAccounts } from '../../live/routes.js';
import { moneyRoute, runReversal } from '../moneyRoute.js';
import { findCompany } from './shared.js';

/** Status of a payment that came in through the API and waits for an administrator. */
const AWAITING_API = 'api';

const TransactionIds = z.array(BodyId).min(1).max(100);

const ApproveRequest = z.object({
  company_id: BodyId,
  /** Only these transactions; all of the company's awaiting ones when left out. */
  transaction_ids: TransactionIds.optional(),
});

const DeclineRequest = z.object({
  company_id: BodyId,
  /** Always named: a decline never sweeps every awaiting payment of a company. */
  transaction_ids: TransactionIds,
  reason: z
    .string({ error: 'The reason is required.' })
    .trim()
    .min(1, 'The reason is required.')
    .max(DECLINE_REASON_MAX, `The reason may be at most ${DECLINE_REASON_MAX} characters.`),
});

/** The company whose API payments are decided, refused (422) unless it is a ROOT node. */
async function rootCompany(db: Db, id: number) {
  const company = await findCompany(db, id);
  if (company.nodeType !== 'ROOT') {
    throw fieldError('company_id', 'API payments are decided only on a root node company.');
  }
  return company;
}

/** WHERE of a company's awaiting API payments, only `ids` when given. */
function awaiting(companyId: number, ids: readonly number[] | undefined): SQL | undefined {
  const where: SQL[] = [
    eq(transactions.companyId, companyId),
    eq(transactions.status, AWAITING_API),
  ];
  if (ids) where.push(inArray(transactions.id, [...ids]));
  return and(...where);
}

const decided = (key: 'approved' | 'declined') =>
  jsonResponse(
    dataEnvelope(z.object({ [key]: z.array(z.number().int()) })),
    `The ids ${key} (a repeat decides nothing)`,
  );

/**
 * An administrator's decisions on API payments of a ROOT node company (AC-7admin-02,
 * AC-3-03): `POST a/transactions/approve-api-payments` (api -> progress) and
 * `POST a/transactions/decline-api-payments` (api -> denied with a required reason; what
 * the payment reserved goes back through the ledger). Each decided payment gets a history
 * line naming the administrator (and the reason), which is also its activity-log row. The
 * status condition in each UPDATE makes a repeat or a race decide nothing twice.
 */
export function registerApiPaymentDecisions(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/transactions/approve-api-payments',
      summary:
        "Approve a ROOT node company's API payments waiting for an administrator (status api → progress) (AC-7admin-02, AC-3-03)",
      security: bearer,
      request: jsonBody(ApproveRequest),
      responses: { 200: decided('approved'), ...errorResponses },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const admin = c.get('auth').user;
      const company = await rootCompany(db, input.company_id);
      const approved = await db.transaction(async (tx) => {
        const rows = await tx
          .update(transactions)
          .set({ status: 'progress' })
          .where(awaiting(company.id, input.transaction_ids))
          .returning({ id: transactions.id });
        await recordHistory(
          tx as unknown as Executor,
          rows.map((r) => ({
            transactionId: r.id,
            status: 'progress',
            note: HISTORY_NOTES.apiApproved,
            userId: admin.id,
          })),
        );
        return rows.map((r) => r.id).sort((a, b) => a - b);
      });
      return c.json({ data: { approved } }, 200);
    },
  );

  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/a/transactions/decline-api-payments',
      summary:
        "Decline a ROOT node company's API payments waiting for an administrator, with a reason (status api → denied; the money returns) (AC-7admin-02, AC-3-03)",
      security: bearer,
      request: jsonBody(DeclineRequest),
      responses: { 200: decided('declined'), ...errorResponses },
    }),
    // The money returns to the account it left: a reversal, no amount to limit or approve.
    {
      action: 'decline_api_payments',
      kind: 'reversal',
      example: {
        json: {
          company_id: '@company',
          transaction_ids: ['@api-payment'],
          reason: 'Declined by the money route suite',
        },
      },
    },
    async (c) => {
      const input = c.req.valid('json');
      const admin = c.get('auth').user;
      const company = await rootCompany(db, input.company_id);
      const { declined, accounts } = await runReversal(() =>
        db.transaction(async (tx) => {
          const ex = tx as unknown as Executor;
          const rows = await tx
            .update(transactions)
            .set({ status: 'denied' })
            .where(awaiting(company.id, input.transaction_ids))
            .returning({ id: transactions.id });
          const ids = rows.map((r) => r.id).sort((a, b) => a - b);
          const touched = new Set<number>();
          for (const id of ids) {
            for (const account of await reversePostings(ex, id)) touched.add(account);
          }
          await recordHistory(
            ex,
            ids.map((id) => ({
              transactionId: id,
              status: 'denied',
              note: HISTORY_NOTES.apiDeclined(input.reason),
              userId: admin.id,
            })),
          );
          return { declined: ids, accounts: [...touched] };
        }),
      );
      await publishAccounts(deps, company.id, accounts);
      return c.json({ data: { declined } }, 200);
    },
  );
}
