import { bankAccounts, companies, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { cachedSystemAccount, insertTransaction, type Leg, post } from '../ledger/post.js';
import { toUnits } from '../lib/decimal.js';
import { hashPassword } from '../lib/password.js';

/** Password of the managers {@link freshCompany} creates. */
export const FRESH_PASSWORD = 'Fresh#password1';

/**
 * A new enabled company (with crypto) and its manager, without two-factor, so a suite can
 * move money on accounts nobody else touches; the demo data stays as seeded.
 */
export async function freshCompany(
  db: Db,
  name: string,
): Promise<{ companyId: number; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2)}@fresh.test`;
  const [company] = await db
    .insert(companies)
    .values({ name, features: ['crypto'] })
    .returning({ id: companies.id });
  const companyId = (company as { id: number }).id;
  await db.insert(users).values({
    email,
    firstName: name,
    role: 'manager',
    companyId,
    passwordHash: await hashPassword(FRESH_PASSWORD),
  });
  return { companyId, email };
}

/** Opens accounts for a company in one insert; ids in the order given. */
export async function openAccounts(
  db: Db,
  companyId: number,
  specs: ReadonlyArray<{ name: string; currency: string; subUnit: number; crypto?: boolean }>,
): Promise<number[]> {
  const rows = await db
    .insert(bankAccounts)
    .values(
      specs.map((s) => ({
        companyId,
        name: s.name,
        currency: s.currency,
        currencyType: s.crypto ? 'crypto' : 'fiat',
        subUnit: s.subUnit,
      })),
    )
    .returning({ id: bankAccounts.id });
  return rows.map((r) => r.id);
}

/**
 * Credits accounts from the outside world the way the seed's deposits do: one settled
 * deposit transaction (on the first account) and balanced postings (external -amount per
 * currency, each account +amount), in one database transaction. Returns its id.
 */
export async function deposit(
  db: Db,
  companyId: number,
  credits: ReadonlyArray<{ accountId: number; currency: string; amount: string }>,
): Promise<number> {
  const first = credits[0];
  if (!first) throw new Error('deposit needs at least one credit');
  const legs: Leg[] = [];
  for (const c of credits) {
    const external = await cachedSystemAccount(db, 'external', c.currency);
    legs.push(
      { accountId: external, currency: c.currency, units: -toUnits(c.amount) },
      { accountId: c.accountId, currency: c.currency, units: toUnits(c.amount) },
    );
  }
  return db.transaction(async (tx) => {
    const txId = await insertTransaction(tx, {
      companyId,
      type: 'deposit',
      status: 'settled',
      toAccountId: first.accountId,
      currency: first.currency,
      amount: first.amount,
    });
    await post(tx, txId, legs);
    return txId;
  });
}
