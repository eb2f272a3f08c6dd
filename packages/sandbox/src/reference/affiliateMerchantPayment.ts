import { z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { bankAccounts, companies } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { affiliationOf } from './affiliationCode.js';

/** What a payer needs to pay an affiliate merchant (the spec shows no fields; ours). */
export const AffiliateMerchantPayment = z
  .object({
    merchant: z.object({ id: z.number(), name: z.string() }),
    accounts: z.array(
      z.object({
        currency: z.string(),
        iban: z.string().nullable(),
        account_name: z.string(),
      }),
    ),
  })
  .openapi('AffiliateMerchantPayment');

/**
 * The merchant behind an affiliation code and the fiat accounts it collects into (only
 * ones with an IBAN: a payer cannot pay into the others), or null when the code names no
 * company with the affiliation feature.
 */
export async function affiliateMerchantPayment(
  db: Db,
  code: string,
): Promise<z.infer<typeof AffiliateMerchantPayment> | null> {
  const id = affiliationOf(code);
  if (!id) return null;
  const [merchant] = await db.select().from(companies).where(eq(companies.id, id));
  if (!merchant?.features.includes('affiliation')) return null;
  const accounts = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, id), eq(bankAccounts.currencyType, 'fiat')))
    .orderBy(asc(bankAccounts.id));
  return {
    merchant: { id: merchant.id, name: merchant.name },
    accounts: accounts
      .filter((a) => a.iban)
      .map((a) => ({ currency: a.currency, iban: a.iban, account_name: a.name })),
  };
}
