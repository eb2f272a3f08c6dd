import { createHash } from 'node:crypto';
import { BaseDraft, dataEnvelope, GrandTotal, Transaction } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { OtpListener } from '../auth/otp.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { fieldError } from '../http/errors.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import { outgoingMove, quoteCard } from '../ledger/moveLegs.js';
import { checkAmount, grandTotal, ownAccount } from '../ledger/operations.js';
import { postMove } from '../ledger/postMove.js';
import { moneyRoute, runMoneyMove } from './moneyRoute.js';

/**
 * Card payout draft (docs/decisions.md "Sandbox: card, exchange, deposit, import"): the
 * base model plus the card number and holder. Both are optional in the schema so the fee
 * preview works while the card is still being typed; create checks them.
 */
const CardDraft = BaseDraft.extend({
  card_number: z.string().max(40).nullable().optional(),
  card_holder: z.string().max(120).nullable().optional(),
  customer_ref_message: z.string().max(140).nullable().optional(),
});
type CardDraft = z.infer<typeof CardDraft>;

/** Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The card the payout goes to. Only the last four digits and a hash are ever kept: the
 * hash tells two cards apart for the one-time code and duplicate check.
 */
function cardPayee(d: CardDraft): { payee: string; customer: Record<string, string> } {
  const digits = (d.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) {
    throw fieldError('card_number', 'The card number is invalid.');
  }
  const holder = d.card_holder?.trim();
  if (!holder) throw fieldError('card_holder', 'The card holder is required.');
  const hash = createHash('sha256').update(digits).digest('hex').slice(0, 16);
  const customer: Record<string, string> = {
    card_holder: holder,
    card_number: `**** ${digits.slice(-4)}`,
  };
  if (d.customer_ref_message) customer.customer_ref_message = d.customer_ref_message;
  return { payee: `card:${hash}`, customer };
}

const body = {
  body: { required: true, content: { 'application/json': { schema: CardDraft } } },
};

/** Registers `manager/grand-total/card` and `manager/transactions/card` (PP-7.4-08/09). */
export function registerCardPayout(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  const { db } = deps;
  const quote = async (c: Context<AppEnv>, d: CardDraft) => {
    const source = await ownAccount(db, companyOf(c).id, d.bank_account_id);
    if (source.currencyType !== 'fiat') {
      throw fieldError('bank_account_id', 'Card payouts need a fiat account.');
    }
    return quoteCard(source, checkAmount(d.amount, source));
  };

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/grand-total/card',
      summary: 'Fee preview of a card payout (PP-7.4-08)',
      security: bearer,
      request: body,
      responses: { 200: jsonResponse(dataEnvelope(GrandTotal), 'Grand total'), ...errorResponses },
    }),
    async (c) => c.json({ data: grandTotal(await quote(c, c.req.valid('json'))) }, 200),
  );
  moneyRoute(
    api,
    createRoute({
      method: 'post',
      path: '/manager/transactions/card',
      summary: 'Card payout from a fiat account (PP-7.4-09)',
      security: bearer,
      request: body,
      responses: { 201: jsonResponse(dataEnvelope(Transaction), 'Created'), ...errorResponses },
    }),
    {
      action: 'card',
      example: {
        json: {
          bank_account_id: '@account:EUR',
          amount: '@amount:EUR',
          card_number: '4111 1111 1111 1111',
          card_holder: 'Mia Manager',
        },
      },
    },
    async (c) => {
      const d = c.req.valid('json');
      const q = await quote(c, d);
      const { payee, customer } = cardPayee(d);
      const companyId = companyOf(c).id;
      const created = await runMoneyMove(
        deps,
        c,
        {
          companyId,
          q,
          payee,
          details: customer,
          bypassDuplicate: d.bypass_duplicate_check,
          post: async (m) => postMove(db, await outgoingMove(db, q, 'card', customer), m),
        },
        onEmailCode,
      );
      return c.json({ data: created }, 201);
    },
  );
}
