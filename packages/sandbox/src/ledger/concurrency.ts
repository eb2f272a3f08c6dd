import { sql } from 'drizzle-orm';
import { bankAccounts, companies, cryptoWallets, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { toUnits } from '../lib/decimal.js';
import { hashPassword } from '../lib/password.js';
import { insertTransaction, post, systemAccount } from './post.js';

/** Result of the R1 run (quality bar R1). */
export interface R1Result {
  backend: string;
  withdrawals: { ok: number; rejected4xx: number; server5xx: number };
  cross: { ok: number; rejected4xx: number; server5xx: number };
  /** Crypto buys, sells and withdrawals among the cross traffic (issue 18). */
  crypto: { ok: number; rejected4xx: number; server5xx: number };
  finalBalance: string;
  ledgerSums: Record<string, string>;
  ms: number;
}

type Call = (
  method: string,
  path: string,
  options: { token: string; body: unknown },
) => Promise<Response>;

/**
 * R1: an account holding 100 gets 200 concurrent 1-unit transfers out (exactly 100 may
 * succeed), while transfers, converts and crypto buys, sells and withdrawals cross between
 * other accounts in both directions (deadlock bait). Sets up its own company so the demo data is untouched.
 */
export async function runR1(
  db: Db,
  call: Call,
  login: (email: string, password: string) => Promise<string>,
  backend: string,
): Promise<R1Result> {
  const email = `r1-${Date.now()}-${Math.random().toString(36).slice(2)}@r1.test`;
  const [company] = await db
    .insert(companies)
    // An individual: the crypto routes then need no authenticator (PP-6), codes are off.
    .values({ name: 'R1 Ltd', features: ['crypto'], legalType: 'individual' })
    .returning({ id: companies.id });
  const companyId = (company as { id: number }).id;
  await db.insert(users).values({
    email,
    firstName: 'R',
    role: 'manager',
    companyId,
    passwordHash: await hashPassword('R1#password'),
  });
  const open = async (currency: string, amount: string, subUnit = 2) => {
    const [row] = await db
      .insert(bankAccounts)
      .values({
        companyId,
        name: `R1 ${currency}`,
        currency,
        currencyType: subUnit > 2 ? 'crypto' : 'fiat',
        subUnit,
      })
      .returning({ id: bankAccounts.id });
    const id = (row as { id: number }).id;
    if (amount !== '0') {
      await db.transaction(async (tx) => {
        const txId = await insertTransaction(tx, {
          companyId,
          type: 'deposit',
          status: 'settled',
          toAccountId: id,
          currency,
          amount,
        });
        const external = await systemAccount(tx, 'external', currency);
        await post(tx, txId, [
          { accountId: external, currency, units: -toUnits(amount) },
          { accountId: id, currency, units: toUnits(amount) },
        ]);
      });
    }
    return id;
  };
  const source = await open('EUR', '100');
  const sink = await open('EUR', '0');
  const usd = await open('USD', '1000');
  const gbp = await open('GBP', '1000');
  const btc = await open('BTC', '1', 8);
  const token = await login(email, 'R1#password');
  const [wallet] = await db
    .insert(cryptoWallets)
    .values({
      companyId,
      name: 'R1 cold',
      currency: 'BTC',
      network: 'bitcoin',
      wallet: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    })
    .returning({ id: cryptoWallets.id });
  const walletId = (wallet as { id: number }).id;

  const tally = () => ({ ok: 0, rejected4xx: 0, server5xx: 0 });
  const withdrawals = tally();
  const cross = tally();
  const cryptoMoves = tally();
  const count = (t: ReturnType<typeof tally>, status: number) => {
    if (status >= 200 && status < 300) t.ok++;
    else if (status >= 400 && status < 500) t.rejected4xx++;
    else t.server5xx++;
  };
  const started = Date.now();
  const jobs: Promise<void>[] = [];
  for (let i = 0; i < 200; i++) {
    jobs.push(
      call('POST', '/manager/transactions/transfer', {
        token,
        body: {
          bank_account_id: source,
          to_account_id: sink,
          amount: '1',
          bypass_duplicate_check: true,
        },
      }).then((r) => count(withdrawals, r.status)),
    );
    if (i % 4 === 0) {
      const [from, to] = i % 8 === 0 ? [usd, gbp] : [gbp, usd];
      jobs.push(
        call('POST', '/manager/transactions/transfer', {
          token,
          body: {
            bank_account_id: from,
            to_account_id: to,
            amount: '3',
            bypass_duplicate_check: true,
          },
        }).then((r) => count(cross, r.status)),
      );
      const [cFrom, cTo, amount] = i % 8 === 0 ? [btc, usd, '0.0001'] : [usd, btc, '5'];
      jobs.push(
        call('POST', '/manager/transactions/convert', {
          token,
          body: {
            bank_account_id: cFrom,
            to_account_id: cTo,
            amount,
            bypass_duplicate_check: true,
          },
        }).then((r) => count(cross, r.status)),
      );
      // Issue 18: crypto buy, sell and withdraw race the same accounts.
      const crypto = (path: string, body: Record<string, unknown>) =>
        jobs.push(
          call('POST', `/manager/crypto/r1/${path}`, {
            token,
            body: { ...body, bypass_duplicate_check: true },
          }).then((r) => count(cryptoMoves, r.status)),
        );
      crypto('exchange/fiat-crypto', {
        bank_account_id: usd,
        to_account_id: btc,
        amount: '5',
        network: 'bitcoin',
        wallet_id: walletId,
      });
      crypto('exchange/crypto-fiat', {
        bank_account_id: btc,
        to_account_id: usd,
        amount: '0.0001',
      });
      crypto('withdraw-crypto', {
        bank_account_id: btc,
        amount: '0.0001',
        network: 'bitcoin',
        wallet_id: walletId,
      });
    }
  }
  await Promise.all(jobs);
  const ms = Date.now() - started;
  const [final] = await db
    .select({ available: sql<string>`trim_scale(${bankAccounts.available})::text` })
    .from(bankAccounts)
    .where(sql`${bankAccounts.id} = ${source}`);
  const sums = await db.execute(
    sql`select currency, trim_scale(sum(amount))::text as sum from ledger_postings group by currency order by currency`,
  );
  const ledgerSums = Object.fromEntries(
    (sums as unknown as { rows: Array<{ currency: string; sum: string }> }).rows.map((r) => [
      r.currency,
      r.sum,
    ]),
  );
  return {
    backend,
    withdrawals,
    cross,
    crypto: cryptoMoves,
    finalBalance: final?.available ?? '?',
    ledgerSums,
    ms,
  };
}

/** One line with the R1 figure. */
export function formatR1(r: R1Result): string {
  const w = r.withdrawals;
  const sums = Object.values(r.ledgerSums).every((s) => toUnits(s) === 0n)
    ? 'all 0'
    : JSON.stringify(r.ledgerSums);
  return `R1 [${r.backend}] 200 concurrent 1-unit withdrawals from a balance of 100: ${w.ok} succeeded, ${w.rejected4xx} got 4xx, ${w.server5xx} got 5xx; cross transfers/converts: ${r.cross.ok} ok, ${r.cross.rejected4xx} 4xx, ${r.cross.server5xx} 5xx; crypto buys/sells/withdrawals: ${r.crypto.ok} ok, ${r.crypto.rejected4xx} 4xx, ${r.crypto.server5xx} 5xx; final balance ${r.finalBalance}; ledger sums per currency ${sums}; ${r.ms} ms`;
}
