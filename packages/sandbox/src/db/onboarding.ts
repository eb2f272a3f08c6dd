import { and, eq } from 'drizzle-orm';
import { companyPaymentServices, onboardingTransitions } from './schema.js';
import type { SeedTx } from './seedAccounts.js';

/**
 * The named transitions an onboarding runs through, in order, with the fields each starts
 * with (the spec names none: docs/decisions.md, issue 23).
 */
const ONBOARDING_STEPS: ReadonlyArray<{ name: string; fields: Record<string, string> }> = [
  { name: 'submit_documents', fields: { contact_email: '' } },
  { name: 'compliance_review', fields: { reviewer: '' } },
  { name: 'provider_activation', fields: { merchant_id: '' } },
];

/**
 * Starts (or restarts) a service's onboarding: its transitions anew from
 * {@link ONBOARDING_STEPS}, its status ONBOARDING_START. The seed uses it too.
 */
export async function startOnboarding(
  tx: SeedTx,
  companyId: number,
  service: string,
): Promise<void> {
  const now = new Date().toISOString();
  await tx
    .delete(onboardingTransitions)
    .where(
      and(
        eq(onboardingTransitions.companyId, companyId),
        eq(onboardingTransitions.service, service),
      ),
    );
  await tx.insert(onboardingTransitions).values(
    ONBOARDING_STEPS.map((step, i) => ({
      companyId,
      service,
      name: step.name,
      position: i + 1,
      fields: { ...step.fields },
    })),
  );
  await tx
    .insert(companyPaymentServices)
    .values({ companyId, service, status: 'ONBOARDING_START', updatedAt: now })
    .onConflictDoUpdate({
      target: [companyPaymentServices.companyId, companyPaymentServices.service],
      set: { status: 'ONBOARDING_START', updatedAt: now },
    });
}

/**
 * Payment services of the demo (AC-4-01): Acme's free market ACTIVE (every transition
 * applied), Globex's free market half way (ONBOARDING_IN_PROGRESS) and its bcb DISABLED;
 * the other services of the seed are not started.
 */
export async function seedPaymentServices(tx: SeedTx, companyIds: Map<string, number>) {
  const acme = companyIds.get('acme') as number;
  const globex = companyIds.get('globex') as number;
  await startOnboarding(tx, acme, 'free_market');
  await tx
    .update(onboardingTransitions)
    .set({ state: 'COMPLETED', result: 'SUCCESS', fields: { contact_email: 'ops@acme.test' } })
    .where(eq(onboardingTransitions.companyId, acme));
  await tx
    .update(companyPaymentServices)
    .set({ status: 'ACTIVE' })
    .where(eq(companyPaymentServices.companyId, acme));
  await startOnboarding(tx, globex, 'free_market');
  await tx
    .update(onboardingTransitions)
    .set({ state: 'COMPLETED', result: 'SUCCESS' })
    .where(and(eq(onboardingTransitions.companyId, globex), eq(onboardingTransitions.position, 1)));
  await tx
    .update(companyPaymentServices)
    .set({ status: 'ONBOARDING_IN_PROGRESS' })
    .where(eq(companyPaymentServices.companyId, globex));
  await tx
    .insert(companyPaymentServices)
    .values({ companyId: globex, service: 'bcb', status: 'DISABLED' });
}
