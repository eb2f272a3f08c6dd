import { and, eq } from 'drizzle-orm';
import { companies } from '../db/schema.js';
import { notifications } from '../db/schemaActivity.js';
import type { Deps } from '../http/env.js';
import { notify } from './notify.js';

const TYPE = 'transaction.source_of_funds_missing';

/**
 * Money came in without a source of funds (an administrator's credit): every manager of the
 * company is told, with the required action and the company's legal type (AC-3-08).
 */
export async function notifySourceOfFundsMissing(
  deps: Pick<Deps, 'db' | 'live'>,
  tx: { id: number; companyId: number; amount: string; currency: string },
) {
  const [company] = await deps.db
    .select({ legalType: companies.legalType })
    .from(companies)
    .where(eq(companies.id, tx.companyId));
  return notify(deps, {
    companyId: tx.companyId,
    type: TYPE,
    title: 'Source of funds missing',
    message: `Tell us where the ${tx.amount} ${tx.currency} of transaction #${tx.id} come from.`,
    about: { type: 'transaction', id: tx.id },
    data: { required_action: { legal_type: company?.legalType ?? 'company' } },
  });
}

/** The source of funds was set: its notifications are resolved, so they go. */
export async function resolveSourceOfFunds(
  db: Deps['db'],
  companyId: number,
  transactionId: number,
): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.companyId, companyId),
        eq(notifications.type, TYPE),
        eq(notifications.entityType, 'transaction'),
        eq(notifications.entityId, transactionId),
      ),
    );
}
