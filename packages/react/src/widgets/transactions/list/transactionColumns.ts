import { formatAmount, formatDateTime } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { createElement } from 'react';
import type { Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/listColumn.js';
import { TransactionStatus } from '../TransactionStatus.js';
import { statusName, typeName } from '../transactionKinds.js';
import { payeeOf } from './transactionListRules.js';

/** Settings id of the transaction tables: every mode shares one choice of columns. */
export const TRANSACTIONS_TABLE_ID = 'transactions';

/**
 * The columns of a transaction list. Amounts and dates are shown in the screen's `locale`
 * (grouped, with its decimal mark; the UTC day with its time) and exported as the exact
 * strings the server sends: no arithmetic, no floats. `accountName` names an account id
 * (the company's accounts, loaded once). Name, amount and status are the key columns a
 * phone keeps; date and payee go next to last; fees first.
 */
export function transactionColumns(
  t: Translate,
  locale: string,
  accountName: (id: number) => string,
): ListColumn<Transaction>[] {
  const money = (amount: (tx: Transaction) => string | undefined) => (tx: Transaction) =>
    formatAmount(amount(tx), locale, { currency: tx.currency });
  const account = (tx: Transaction) => {
    const id = tx.bank_account_id ?? tx.to_account_id;
    return id === null ? '' : accountName(id);
  };
  return [
    {
      id: 'id',
      header: t('txList.col.id'),
      value: (tx) => tx.id,
      hiddenByDefault: true,
      priority: 4,
    },
    { id: 'name', header: t('txList.col.name'), value: (tx) => tx.name, simple: true, priority: 1 },
    {
      id: 'date',
      header: t('txList.col.date'),
      value: (tx) => tx.created_at,
      cell: (tx) => formatDateTime(tx.created_at, locale),
      simple: true,
      priority: 2,
    },
    {
      id: 'type',
      header: t('txList.col.type'),
      value: (tx) => typeName(t, tx.type),
    },
    { id: 'account', header: t('txList.col.account'), value: account },
    {
      id: 'amount',
      header: t('txList.col.amount'),
      value: (tx) => tx.amount,
      cell: money((tx) => tx.amount),
      csv: [
        { header: t('txList.col.amount'), value: (tx) => tx.amount },
        { header: t('txList.col.currency'), value: (tx) => tx.currency },
      ],
      align: 'end',
      simple: true,
      priority: 1,
    },
    {
      id: 'fee',
      header: t('txList.col.fee'),
      value: (tx) => tx.fee_amount,
      cell: money((tx) => tx.fee_amount),
      align: 'end',
      priority: 4,
    },
    {
      id: 'exchangeFee',
      header: t('txList.col.exchangeFee'),
      value: (tx) => tx.exchange_fee_amount,
      cell: money((tx) => tx.exchange_fee_amount),
      align: 'end',
      hiddenByDefault: true,
      priority: 4,
    },
    {
      id: 'total',
      header: t('txList.col.total'),
      value: (tx) => tx.total_amount,
      cell: money((tx) => tx.total_amount),
      align: 'end',
      priority: 4,
    },
    {
      id: 'status',
      header: t('txList.col.status'),
      value: (tx) => statusName(t, tx.status),
      cell: (tx) => createElement(TransactionStatus, { status: tx.status }),
      simple: true,
      priority: 1,
    },
    {
      id: 'payee',
      header: t('txList.col.payee'),
      value: payeeOf,
      // A wallet address has no place to wrap: clipped to the column, whole in the overview.
      cell: (tx) => createElement('span', { className: 'fp-clip' }, payeeOf(tx)),
      simple: true,
      priority: 2,
    },
  ];
}
