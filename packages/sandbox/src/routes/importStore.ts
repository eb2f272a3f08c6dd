import type { TransferService } from '@flexportal/core';
import type { Import, ImportStatus } from '@flexportal/core/contract';
import { and, eq } from 'drizzle-orm';
import { bankAccounts, users } from '../db/schema.js';
import { imports } from '../db/schemaImports.js';
import type { Db } from '../db/types.js';
import type { Deps } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { formatFixed } from '../lib/decimal.js';
import { publishCompanyEvent } from '../live/routes.js';

/** One stored row the job posts: its sheet row, amount in minor units, service and payee. */
export interface StoredImportRow {
  row: number;
  units: string;
  service: TransferService;
  customer: Record<string, unknown>;
}

type ImportRow = typeof imports.$inferSelect;

/** The columns of an import with its account and user, as the list and events show it. */
const importSelection = {
  imp: imports,
  accountName: bankAccounts.name,
  currency: bankAccounts.currency,
  subUnit: bankAccounts.subUnit,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** An import joined to its account and user. */
export interface ImportJoined {
  imp: ImportRow;
  accountName: string;
  currency: string;
  subUnit: number;
  firstName: string;
  lastName: string;
}

/** The wire shape of an import (AC-3-10/11): amounts in the account's decimals. */
export function presentImport(j: ImportJoined): Import {
  const { imp } = j;
  const money = (units: string) => formatFixed(BigInt(units), j.subUnit);
  return {
    id: imp.id,
    file_name: imp.fileName,
    status: imp.status as ImportStatus,
    bank_account: { id: imp.bankAccountId, name: j.accountName, currency: j.currency },
    user: { id: imp.userId ?? 0, name: `${j.firstName ?? ''} ${j.lastName ?? ''}`.trim() },
    success_count: imp.successCount,
    amount: money(imp.successUnits),
    amount_with_fees: money(imp.successWithFeeUnits),
    failed_count: imp.failedCount,
    failed_amount: money(imp.failedUnits),
    rows_total: imp.rowsTotal,
    rows_done: imp.rowsDone,
    errors: imp.errors,
    actions: { has_errors: imp.errorsFile !== null },
    created_at: new Date(imp.createdAt).toISOString(),
  };
}

/** The joined query over imports. */
export function selectImports(db: Db) {
  return (
    db
      .select(importSelection)
      .from(imports)
      .innerJoin(bankAccounts, eq(bankAccounts.id, imports.bankAccountId))
      // A deleted user's imports stay in the list, unattributed.
      .leftJoin(users, eq(users.id, imports.userId))
  );
}

/** The company's import `id`, or 404 (another company's import is not found either). */
export async function ownImport(db: Db, companyId: number, id: number): Promise<ImportJoined> {
  const [found] = await selectImports(db).where(
    and(eq(imports.id, id), eq(imports.companyId, companyId)),
  );
  if (!found) throw new ApiError(404, 'Import not found.');
  return found as ImportJoined;
}

/** Publishes `import.created` or `import.updated` with the import's current state (AC-7live-02). */
export async function publishImport(
  deps: Pick<Deps, 'db' | 'live'>,
  companyId: number,
  id: number,
  event: 'import.created' | 'import.updated',
): Promise<void> {
  if (!deps.live) return;
  const joined = await ownImport(deps.db, companyId, id);
  publishCompanyEvent(deps, companyId, event, presentImport(joined));
}
