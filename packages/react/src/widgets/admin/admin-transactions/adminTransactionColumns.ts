import type { Transaction } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/listColumn.js';
import { transactionColumns } from '../../transactions/list/transactionColumns.js';

/** A row of `GET a/transactions`: a transaction and the company it belongs to. */
export type AdminTransaction = Transaction & { company_id: number };

/** Settings id of the administrator's transaction tables: every mode shares one choice. */
export const ADMIN_TRANSACTIONS_TABLE_ID = 'admin-transactions';

/**
 * The administrator's columns: the manager's columns with the company after the name
 * (`companyName` names an id from the companies list, `#id` until it is known), exact amounts
 * and all (no account names: they are other companies' accounts).
 */
export function adminTransactionColumns(
  t: Translate,
  locale: string,
  companyName: (id: number) => string,
): ListColumn<AdminTransaction>[] {
  const company: ListColumn<AdminTransaction> = {
    id: 'company',
    header: t('adminTransactions.col.company'),
    value: (tx) => companyName(tx.company_id),
    simple: true,
    // Whose money it is: a key column across companies.
    priority: 1,
  };
  // The name stays the first shown cell: the one a row's link is on.
  // Other companies' accounts are ids only here: chosen by hand, not shown by default.
  const columns = transactionColumns(t, locale, (accountId) => `#${accountId}`).map((c) =>
    c.id === 'account' ? { ...c, hiddenByDefault: true } : c,
  );
  const at = columns.findIndex((c) => c.id === 'name') + 1;
  return [...columns.slice(0, at), company, ...columns.slice(at)] as ListColumn<AdminTransaction>[];
}
