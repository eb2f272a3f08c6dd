import { managerTransactionMode } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { useCallback, useMemo } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { listsTexts } from '../../../i18n/areas/lists.js';
import { transactionKindsTexts } from '../../../i18n/areas/transactionKinds.js';
import { ListPage } from '../../../lists/ListPage.js';
import { listCss } from '../../../lists/listCss.js';
import { listStateKey } from '../../../lists/listState.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { TransactionFilters } from './TransactionFilters.js';
import { TRANSACTIONS_TABLE_ID, transactionColumns } from './transactionColumns.js';
import {
  filtersFromProps,
  isOwnSource,
  TRANSACTION_FILTER_KEYS,
  transactionHref,
  transactionSource,
} from './transactionListRules.js';
import type { TransactionsProps } from './transactionsProps.js';
import { useTransactionsList } from './useTransactionsList.js';

/**
 * The transaction list of one mode (PP-2.3-09: settled, progress or denied), the company's
 * own or its affiliates' or white-labeled children's (`source`, AC-7mgr-28/29), with account,
 * period and date filters in the URL's query names (PP-2.4), page size and columns kept
 * per user (AC-3-37), CSV export and print (PP-2.5-11). Signs the user in first when there
 * is no session. CSS parts: `list`, `filters`, `toolbar`, `table`, `header`, `row`, `cell`,
 * `link`, `badge`, `pager`, `page`, `empty`, `signin`.
 */
export function Transactions(props: TransactionsProps) {
  const ref = useStyles<HTMLDivElement>(listCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <TransactionsList {...props} />
      </SignInGate>
    </div>
  );
}

function TransactionsList(props: TransactionsProps) {
  const t = useT(listsTexts, transactionKindsTexts);
  // An element attribute can hold anything: only the manager's modes are listed.
  const mode = managerTransactionMode(props.mode);
  const source = transactionSource(props.source);
  const { accounts, load, path } = useTransactionsList(mode, source);
  const locale = useLocale();
  const columns = useMemo(() => {
    const names = new Map((accounts.data ?? []).map((a) => [a.id, a.name]));
    return transactionColumns(t, locale, (id) => names.get(id) ?? `#${id}`);
  }, [t, locale, accounts.data]);
  const { bankAccountId, transactionIds, period, fromDate, toDate } = props;
  const filters = useMemo(
    () => filtersFromProps({ bankAccountId, transactionIds, period, fromDate, toDate }),
    [bankAccountId, transactionIds, period, fromDate, toDate],
  );
  const { onTransaction, transactionHref: href } = props;
  const activate = useCallback(
    (tx: Transaction) => onTransaction?.({ id: tx.id, name: tx.name, status: tx.status }),
    [onTransaction],
  );
  const rowHref = useCallback(
    (tx: Transaction) => (href ? transactionHref(href, tx.id) : undefined),
    [href],
  );
  // Another company's transaction is not the manager's to open.
  const linked = href && isOwnSource(source);

  return (
    <ListPage<Transaction>
      // New starting filters or another mode from the host start the list afresh.
      key={`${source}|${mode}|${listStateKey({ page: 1, filters })}`}
      tableId={TRANSACTIONS_TABLE_ID}
      title={t(`txList.title.${mode}`)}
      columns={columns}
      rowKey={(tx) => tx.id}
      load={load}
      path={path}
      state={props.state}
      onStateChange={props.onStateChange}
      defaultState={{ filters }}
      syncUrl={props.syncUrl}
      filterKeys={TRANSACTION_FILTER_KEYS}
      simplified={props.simplified}
      rowHref={linked ? rowHref : undefined}
      onRowActivate={onTransaction ? activate : undefined}
      emptyText={t('txList.empty')}
      csvFilename={isOwnSource(source) ? `transactions-${mode}` : `${source}-transactions-${mode}`}
      filters={(controls) => (
        <TransactionFilters controls={controls} accounts={accounts.data ?? []} />
      )}
    />
  );
}
