import { dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { type OtpListener, requireOtp } from '../../auth/otp.js';
import { bankAccounts, transactions } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError } from '../../http/errors.js';
import { BodyId, bearer, errorResponses, jsonBody, jsonResponse } from '../../http/openapi.js';
import { recordHistory } from '../../ledger/history.js';
import { insertTransaction, post, systemAccount } from '../../ledger/post.js';
import { decimalPlaces, formatFixed, toUnits } from '../../lib/decimal.js';
import { notifySourceOfFundsMissing } from '../../notifications/sourceOfFunds.js';
import { presentTransaction } from '../present.js';

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
});

/**
 * `POST a/transactions/credit` (administrator top-up, AC-7admin-03; money moves, so it asks
 * for the administrator's one-time code bound to account, amount and currency, after the
 * 422 checks). The API payment decisions are in apiPaymentDecisions.ts.
 */
export function registerAdminTransactionActions(
  api: Api,
  deps: Deps,
  onEmailCode?: OtpListener,
): void {
  const { db } = deps;
  api.openapi(
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
      if (decimalPlaces(input.amount) > account.subUnit) {
        throw fieldError('amount', `The amount may have at most ${account.subUnit} decimals.`);
      }
      const units = toUnits(input.amount);
      const companyId = account.companyId;
      await requireOtp(
        deps,
        admin,
        {
          action: 'credit',
          sourceAccountId: account.id,
          amount: formatFixed(units, account.subUnit),
          currency: account.currency,
          payee: account.name,
          details: { note: input.note ?? '' },
        },
        c.req.header('X-OTP-Code'),
        c.req.header('X-Browser-Id') ?? null,
        onEmailCode,
      );
      const id = await db.transaction(async (tx) => {
        const external = await systemAccount(tx, 'external', account.currency);
        const created = await insertTransaction(tx, {
          companyId,
          userId: admin.id,
          type: 'credit',
          status: 'settled',
          toAccountId: account.id,
          currency: account.currency,
          amount: input.amount,
          customer: { credited_by: admin.email, note: input.note ?? '' },
        });
        await post(tx, created, [
          { accountId: external, currency: account.currency, units: -units },
          { accountId: account.id, currency: account.currency, units },
        ]);
        await recordHistory(tx, [
          {
            transactionId: created,
            status: 'settled',
            note: `Credited by an administrator${input.note ? `: ${input.note}` : ''}`.slice(
              0,
              500,
            ),
            userId: admin.id,
          },
        ]);
        return created;
      });
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      // Incoming money without a source of funds: the company is asked for it (issue 20).
      await notifySourceOfFundsMissing(deps, {
        id,
        companyId,
        amount: input.amount,
        currency: account.currency,
      });
      return c.json({ data: presentTransaction(row as typeof transactions.$inferSelect) }, 201);
    },
  );
}
