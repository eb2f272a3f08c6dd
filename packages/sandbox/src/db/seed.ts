import { seedPaymentServices } from './onboarding.js';
import { rates, settings } from './schema.js';
import { SEED_RATES, SEED_SETTINGS, seedAccounts } from './seedAccounts.js';
import { linkSeedCompanies } from './seedCompany.js';
import { seedCompliance } from './seedCompliance.js';
import { seedAnnouncements, seedDepositHistory } from './seedHistory.js';
import { seedReference } from './seedReference.js';
import { seedSupport } from './seedSupport.js';
import { seedTransactions } from './seedTransactions.js';
import { seedUsers } from './seedUsers.js';
import type { Db } from './types.js';

export {
  CRYPTO_CURRENCIES,
  FIAT_CURRENCIES,
  SUB_UNITS,
} from './seedAccounts.js';
export { DEMO_KEYS, sha256 } from './seedReference.js';

/** Bumped whenever the seed changes, so cached snapshots are rebuilt. */
export const SEED_VERSION = 16;

/**
 * Writes the demo data into an empty, migrated database: users and companies, accounts
 * with opening balances, deposit history and announcements, money moves of every kind,
 * then wallets, demo keys and beneficiaries (one file per concern).
 */
export async function seed(db: Db): Promise<void> {
  await db.insert(rates).values([...SEED_RATES]);
  await db.insert(settings).values([...SEED_SETTINGS]);
  await db.transaction(async (tx) => {
    const { companyIds, userIds } = await seedUsers(tx);
    await linkSeedCompanies(tx, companyIds);
    const accountIds = await seedAccounts(tx, companyIds);
    const ids = { companyIds, userIds, accountIds };
    // Settled deposit history for paging and charts, then announcements (seedHistory.ts).
    await seedDepositHistory(tx, companyIds.get('acme') as number);
    await seedAnnouncements(tx);
    await seedTransactions(tx, ids);
    await seedReference(tx, ids);
    // Compliance first: the seeded compliance notifications name Acme's asking tracking.
    const askingTracking = await seedCompliance(tx, ids);
    await seedSupport(tx, ids, askingTracking);
    await seedPaymentServices(tx, companyIds);
  });
}
