import type { BankAccount } from '@flexportal/core/contract';
import { useMemo } from 'react';
import { accountsTexts } from '../../i18n/areas/accounts.js';
import {
  availableColumns,
  DataTable,
  EmptyState,
  type ListColumn,
  TableSkeleton,
} from '../../lists/index.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import { Button } from '../../ui/Button.js';
import { AccountRowActions } from './AccountRowActions.js';
import { accountTableColumns } from './accountTableColumns.js';
import type { AccountsModel } from './useAccounts.js';

/** Props of {@link AccountsTable}. */
export interface AccountsTableProps {
  /** The screen's model. */
  model: AccountsModel;
  /** The simplified column set. */
  simplified: boolean;
  /** Template of the transactions link (`{id}`). */
  transactionsHref: string | undefined;
  /** Where a download's temporary link lives (the widget's root). */
  container: () => Node | null;
}

/**
 * The accounts of the shown tab in the shared list table: skeleton while the first load
 * runs, "No accounts yet" when empty, a neutral retry line after a failed load (PP-8-18:
 * failures are logged, not alarmed about), and one actions cell per row.
 */
export function AccountsTable({ model, simplified, ...props }: AccountsTableProps) {
  const t = useT(accountsTexts);
  const locale = useLocale();
  const { type, accounts, can, actions } = model;
  const base = useMemo(() => accountTableColumns(type, t, locale), [type, t, locale]);
  const columns: ListColumn<BankAccount>[] = [
    ...availableColumns(base, simplified),
    {
      id: 'actions',
      header: t('accounts.actions'),
      value: () => '',
      required: true,
      priority: 1,
      cell: (account) => (
        <AccountRowActions
          account={account}
          can={can}
          actions={actions}
          transactionsHref={props.transactionsHref}
          container={props.container}
        />
      ),
    },
  ];

  if (accounts.status === 'error') {
    return (
      <div className="fp-retry" role="status">
        <p>{t('accounts.loadFailed')}</p>
        <Button variant="secondary" onClick={model.retry}>
          {t('accounts.retry')}
        </Button>
      </div>
    );
  }
  if (accounts.status !== 'ready') return <TableSkeleton columns={columns.length} rows={3} />;
  if (accounts.data.length === 0) return <EmptyState text={t('accounts.empty')} />;
  return (
    <DataTable
      columns={columns}
      rows={accounts.data}
      rowKey={(a) => a.id}
      caption={t(type === 'fiat' ? 'accounts.tableFiat' : 'accounts.tableCrypto')}
      captionHidden
    />
  );
}
