import type { Transaction } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/listColumn.js';
import { transactionColumns } from '../../transactions/list/transactionColumns.js';

/** A row of `GET a/transactions`: a transaction and the company it belongs to. */
export type AdminTransaction = Transaction & { company_id: number };

/** Settings id of the administrator's transaction tables: every mode shares one choice. */
export const ADMIN_TRANSACTIONS_TABLE_ID = 'admin-transactions';

/**
 * The administrator's columns: the company first (`companyName` names an id from the
 * companies list, `#id` until it is known), then the manager's columns, exact amounts
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
    priority: 2,
  };
  const [id, ...rest] = transactionColumns(t, locale, (accountId) => `#${accountId}`);
  return [...(id ? [id] : []), company, ...rest] as ListColumn<AdminTransaction>[];
}
