import { dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { OtpListener } from '../../auth/otp.js';
import { bankAccounts, transactions } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError } from '../../http/errors.js';
import { BodyId, bearer, errorResponses, jsonBody, jsonResponse } from '../../http/openapi.js';
import { recordHistory } from '../../ledger/history.js';
import { creditMove } from '../../ledger/moveLegs.js';
import { checkAmount, type Quote } from '../../ledger/operations.js';
import { postMove } from '../../ledger/postMove.js';
import { toUnits } from '../../lib/decimal.js';
import { notifySourceOfFundsMissing } from '../../notifications/sourceOfFunds.js';
import { moneyRoute, runMoneyMove } from '../moneyRoute.js';
import { findCompany } from './shared.js';

// Ids in these JSON bodies are numbers as sent (query and path ids are coerced elsewhere).
const Id = BodyId;

const DECIMAL = /^\d{1,15}(\.\d{1,18})?$/;

const CreditRequest = z.object({
  bank_account_id: Id,
  amount: z
    .string({ error: 'The amount must be a decimal string.' })
    .regex(DECIMAL, 'The amount must be a positive decimal string.')
    // zod runs this check even after the pattern failed: parse only what matched.
    .refine((v) => !DECIMAL.test(v) || toUnits(v) > 0n, 'The amount must be greater than zero.'),
  note: z.string().trim().max(300).optional(),
  bypass_duplicate_check: z.boolean().optional(),
});

const ApproveRequest = z.object({
  company_id: Id,
  /** Only these transactions; all of the company's awaiting ones when left out. */
  transaction_ids: z.array(Id).min(1).max(100).optional(),
});

/** Status of a payment that came in through the API and waits for an administrator. */
const AWAITING_API = 'api';

/**
 * `POST a/transactions/credit` (administrator top-up, AC-7admin-03; money moves, so it asks
 * for the administrator's one-time code bound to account, amount and currency, after the
 * 422 checks) and `POST a/transactions/approve-api-payments` (AC-7admin-02, AC-3-03).
 */
export function registerAdminTransactionActions(
  api: Api,
  deps: Deps,
  onEmailCode?: OtpListener,
): void {
  const { db } = deps;
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/a/transactions/credit',
      summary:
        'Credit a company account: a settled `credit` transaction posted from the outside world (AC-7admin-03)',
      security: bearer,
      request: jsonBody(CreditRequest),
      responses: {
        201: jsonResponse(dataEnvelope(z.looseObject({ id: z.number() })), 'The credit'),
        ...errorResponses,
      },
    }),
    {
      action: 'credit',
      example: { json: { bank_account_id: '@account:EUR', amount: '@amount:EUR', note: 'Top-up' } },
    },
    async (c) => {
      const input = c.req.valid('json');
      const admin = c.get('auth').user;
      const [account] = await db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.id, input.bank_account_id));
      if (!account || account.companyId === null) {
        throw fieldError('bank_account_id', 'The bank account must be a company account.');
      }
      const units = checkAmount(input.amount, account);
      const companyId = account.companyId;
      const note = input.note ?? '';
      // Through the money pipeline (limits, duplicate check, the code bound to account, amount
      // and note). The credit debits nothing: its quote carries what the limits and code see.
      const q: Quote = {
        kind: 'transfer',
        source: account,
        target: null,
        amount: units,
        fee: 0n,
        exchangeFee: 0n,
        toAmount: null,
        rate: null,
        protocol: 'CREDIT',
      };
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId,
          q,
          payee: `credit:${account.id}`,
          details: { note },
          credit: true,
          bypassDuplicate: input.bypass_duplicate_check,
          post: async (m) =>
            postMove(
              db,
              await creditMove(
                db,
                account,
                units,
                { credited_by: admin.email, note },
                `Credited by an administrator${note ? `: ${note}` : ''}`.slice(0, 500),
              ),
              m,
            ),
          // Incoming money without a source of funds: the company is asked for it (issue 20).
          after: (tx) =>
            notifySourceOfFundsMissing(deps, {
              id: tx.id,
              companyId,
              amount: input.amount,
              currency: account.currency,
            }),
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/transactions/approve-api-payments',
      summary:
        "Approve a ROOT node company's API payments waiting for an administrator (status api → progress) (AC-7admin-02, AC-3-03)",
      security: bearer,
      request: jsonBody(ApproveRequest),
      responses: {
        200: jsonResponse(
          dataEnvelope(z.object({ approved: z.array(z.number().int()) })),
          'Approved ids',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const admin = c.get('auth').user;
      const company = await findCompany(db, input.company_id);
      if (company.nodeType !== 'ROOT') {
        throw fieldError('company_id', 'API payments are approved only on a root node company.');
      }
      const where: SQL[] = [
        eq(transactions.companyId, company.id),
        eq(transactions.status, AWAITING_API),
      ];
      if (input.transaction_ids) where.push(inArray(transactions.id, input.transaction_ids));
      const approved = await db.transaction(async (tx) => {
        // The status condition in the UPDATE makes a second approval a no-op, not a repeat.
        const rows = await tx
          .update(transactions)
          .set({ status: 'progress' })
          .where(and(...where))
          .returning({ id: transactions.id });
        await recordHistory(
          tx,
          rows.map((r) => ({
            transactionId: r.id,
            status: 'progress',
            note: 'API payment approved by an administrator',
            userId: admin.id,
          })),
        );
        return rows.map((r) => r.id).sort((a, b) => a - b);
      });
      return c.json({ data: { approved } }, 200);
    },
  );
}
