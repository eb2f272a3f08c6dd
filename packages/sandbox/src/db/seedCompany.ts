import { eq } from 'drizzle-orm';
import { companies } from './schema.js';
import type { SeedTx } from './seedAccounts.js';

/**
 * Acme's sub-companies (issue 24): Hooli is Acme's affiliate (it may send funds to Acme),
 * Wayne a white-labeled child of Acme, which has the white-label feature.
 */
export async function linkSeedCompanies(tx: SeedTx, companyIds: Map<string, number>) {
  const acme = companyIds.get('acme') as number;
  await tx
    .update(companies)
    .set({ affiliateOwnerId: acme })
    .where(eq(companies.id, companyIds.get('hooli') as number));
  await tx
    .update(companies)
    .set({ whiteLabelOwnerId: acme })
    .where(eq(companies.id, companyIds.get('wayne') as number));
  // Acme runs the white label of the sandbox deployment (its record themes the portal).
  await tx.update(companies).set({ whiteLabelEnabled: true }).where(eq(companies.id, acme));
}
