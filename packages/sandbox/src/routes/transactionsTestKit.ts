import { BankAccount } from '@flexportal/core/contract';
import { sql } from 'drizzle-orm';
import { DEMO_TOTP_SECRET } from '../db/demoLogins.js';
import { totp } from '../lib/totp.js';
import { type Harness, json } from '../testing/harness.js';

/** Helpers the transaction test files share (money moves, balances, ledger sums). */
export interface MoneyKit {
  /** The available balance of an account, as the API shows it. */
  balance(token: string, id: number): Promise<string>;
  /** A money move: the 403 challenge, then a fresh authenticator code 30 s later. */
  move(path: string, body: unknown, token: string): Promise<Response>;
  /**
   * A money move at a quote: the challenge, then a code of a step not used yet, without
   * moving the clock (so the quote of `body.quote_id` still holds).
   */
  moveAtQuote(path: string, body: unknown, token: string): Promise<Response>;
  /** An authenticator code of a step this harness has not used (current, next or previous). */
  code(): string;
  /** The grand total of a preview (with its quote, for a move at a rate). */
  preview(path: string, body: unknown, token: string): Promise<Record<string, string>>;
  /** Postings summed per currency (must be zero each: double entry). */
  ledgerSums(): Promise<Array<{ currency: string; sum: string }>>;
  /** Company accounts whose available balance differs from the sum of their postings. */
  drift(): Promise<unknown[]>;
}

/** Authenticator steps used per harness (the sandbox takes each step once per user). */
const usedSteps = new WeakMap<Harness, Set<number>>();

export function moneyKit(h: Harness): MoneyKit {
  const used = usedSteps.get(h) ?? new Set<number>();
  usedSteps.set(h, used);
  const code = () => {
    for (const offset of [0, 1, -1]) {
      const step = Math.floor(h.now() / 30_000) + offset;
      if (!used.has(step)) {
        used.add(step);
        return totp(DEMO_TOTP_SECRET, step * 30_000);
      }
    }
    throw new Error('three authenticator steps used: tick the clock');
  };
  const challenged = async (path: string, body: unknown, token: string) => {
    const res = await h.call('POST', path, { token, body });
    return res.status === 403 && res.headers.get('X-OTP-Required') ? null : res;
  };
  return {
    code,
    async preview(path, body, token) {
      return (await json(await h.call('POST', path, { token, body }))).data;
    },
    async moveAtQuote(path, body, token) {
      return (
        (await challenged(path, body, token)) ??
        h.call('POST', path, { token, body, headers: { 'X-OTP-Code': code() } })
      );
    },
    async balance(token, id) {
      return BankAccount.parse(
        (await json(await h.call('GET', `/manager/bank-accounts/${id}`, { token }))).data,
      ).available_balance;
    },
    async move(path, body, token) {
      const refused = await challenged(path, body, token);
      if (refused) return refused;
      h.tick();
      return h.call('POST', path, { token, body, headers: { 'X-OTP-Code': code() } });
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
