import { dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { OtpListener } from '../../auth/otp.js';
import { bankAccounts } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError } from '../../http/errors.js';
import { BodyId, bearer, errorResponses, jsonBody, jsonResponse } from '../../http/openapi.js';
import { creditMove } from '../../ledger/moveLegs.js';
import { checkAmount, type Quote } from '../../ledger/operations.js';
import { postMove } from '../../ledger/postMove.js';
import { toUnits } from '../../lib/decimal.js';
import { notifySourceOfFundsMissing } from '../../notifications/sourceOfFunds.js';
import { moneyRoute, runMoneyMove } from '../moneyRoute.js';

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
}
