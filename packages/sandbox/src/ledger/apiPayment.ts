import type { Db } from '../db/types.js';
import { toUnits } from '../lib/decimal.js';
import { HISTORY_NOTES, recordHistory } from './history.js';
import { type Executor, insertTransaction, post, systemAccount } from './post.js';

/** What {@link createApiPayment} books. */
export interface ApiPaymentInput {
  companyId: number;
  userId: number | null;
  /** The company's fiat account the payment is taken from. */
  accountId: number;
  currency: string;
  /** Decimal strings at the account's decimals. */
  amount: string;
  fee: string;
  customer: Record<string, unknown>;
}

/**
 * A SEPA withdrawal that came in through a partner's API and waits for an administrator
 * (status `api`, AC-7admin-02): the amount and its fee are taken from the account now (so a
 * decline returns them, an approval sends them on), with the history lines the seeded one
 * has. The sandbox's stand-in for a partner's integration (dev tool and tests); returns the id.
 */
export async function createApiPayment(db: Db, input: ApiPaymentInput): Promise<number> {
  return db.transaction(async (tx) => {
    const ex = tx as unknown as Executor;
    const id = await insertTransaction(ex, {
      companyId: input.companyId,
      userId: input.userId,
      type: 'withdrawal',
      status: 'api',
      bankAccountId: input.accountId,
      currency: input.currency,
      amount: input.amount,
      fee: input.fee,
      protocol: 'SEPA',
      customer: input.customer,
    });
    const amount = toUnits(input.amount);
    const fee = toUnits(input.fee);
    await post(
      ex,
      id,
      [
        { accountId: input.accountId, currency: input.currency, units: -(amount + fee) },
        {
          accountId: await systemAccount(ex, 'external', input.currency),
          currency: input.currency,
          units: amount,
        },
        {
          accountId: await systemAccount(ex, 'fees', input.currency),
          currency: input.currency,
          units: fee,
        },
      ].filter((l) => l.units !== 0n),
    );
    await recordHistory(ex, [
      { transactionId: id, status: 'api', note: HISTORY_NOTES.apiAwaiting, userId: input.userId },
    ]);
    return id;
  });
}
