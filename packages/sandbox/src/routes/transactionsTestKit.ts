import { BankAccount } from '@flexportal/core/contract';
import { sql } from 'drizzle-orm';
import { type Harness, json } from '../testing/harness.js';

/** Helpers the transaction test files share (money moves, balances, ledger sums). */
export interface MoneyKit {
  /** The available balance of an account, as the API shows it. */
  balance(token: string, id: number): Promise<string>;
  /** A money move: the 403 challenge, then a fresh authenticator code. */
  move(path: string, body: unknown, token: string): Promise<Response>;
  /** Postings summed per currency (must be zero each: double entry). */
  ledgerSums(): Promise<Array<{ currency: string; sum: string }>>;
  /** Company accounts whose available balance differs from the sum of their postings. */
  drift(): Promise<unknown[]>;
}

export function moneyKit(h: Harness): MoneyKit {
  return {
    async balance(token, id) {
      return BankAccount.parse(
        (await json(await h.call('GET', `/manager/bank-accounts/${id}`, { token }))).data,
      ).available_balance;
    },
    async move(path, body, token) {
      const challenged = await h.call('POST', path, { token, body });
      if (challenged.status !== 403 || !challenged.headers.get('X-OTP-Required')) {
        return challenged;
      }
      h.tick();
      return h.call('POST', path, { token, body, headers: { 'X-OTP-Code': h.code() } });
    },
    async ledgerSums() {
      const rows = await h.database.db.execute(
        sql`select currency, sum(amount)::text as sum from ledger_postings group by currency`,
      );
      return (rows as unknown as { rows: Array<{ currency: string; sum: string }> }).rows;
    },
    async drift() {
      const rows = await h.database.db.execute(sql`
        select a.id from bank_accounts a left join ledger_postings p on p.account_id = a.id
        where a.company_id is not null group by a.id, a.available
        having a.available <> coalesce(sum(p.amount), 0)`);
      return (rows as unknown as { rows: unknown[] }).rows;
    },
  };
}
