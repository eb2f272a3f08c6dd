import { type AdminTransactionMode, adminTransactionMode } from '@flexportal/core';
import { canApproveApiPayments } from '@flexportal/core/admin';
import { useCallback, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminTransactionsTexts } from '../../../i18n/areas/adminTransactions.js';
import { listsTexts } from '../../../i18n/areas/lists.js';
import { transactionKindsTexts } from '../../../i18n/areas/transactionKinds.js';
import { ListPage } from '../../../lists/ListPage.js';
import type { ListColumn } from '../../../lists/listColumn.js';
import type { ListState } from '../../../lists/listState.js';
import type { ListLoader } from '../../../lists/useListPage.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import {
  TRANSACTION_FILTER_KEYS,
  transactionHref,
  transactionRequestQuery,
} from '../../transactions/list/transactionListRules.js';
import { ApprovalBar } from './ApprovalBar.js';
import {
  ADMIN_TRANSACTIONS_TABLE_ID,
  type AdminTransaction,
  adminTransactionColumns,
} from './adminTransactionColumns.js';
import { adminTransactionsCss } from './adminTransactionsCss.js';
import { useApiApproval } from './useApiApproval.js';

/** Props of {@link AdminTransactions}. */
export interface AdminTransactionsProps {
  /** Which list: api (Admin Action Required, the default), settled, progress or denied. */
  mode?: AdminTransactionMode | string | undefined;
  /** Link of a transaction's history, `{id}` replaced by its id: the name cell links there. */
  historyHref?: string | undefined;
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Mirrors the list state into the page URL (custom elements on plain pages). */
  syncUrl?: boolean | undefined;
}

/**
 * The administrator's transaction lists of every company (AC-2admin-05, AC-7admin-01):
 * api ("Admin Action Required"), settled, progress or denied, through the one list page
 * (filters company_id|cid, bank_account_id|bid, tid[], period and dates from the URL). On
 * api, payments are approved or declined one by one or chosen together, after a dialog
 * (approve: how many and the total; decline: a reason); only a ROOT node company's are sent
 * (AC-3-03). CSS parts: those of the list, `approval` and `dialog`.
 */
export function AdminTransactions(props: AdminTransactionsProps) {
  const ref = useStyles<HTMLDivElement>(adminTransactionsCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <AdminTransactionsList {...props} />
      </SignInGate>
    </div>
  );
}

function AdminTransactionsList(props: AdminTransactionsProps) {
  const t = useT(listsTexts, transactionKindsTexts, adminTransactionsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const mode = adminTransactionMode(props.mode);
  // A new round remounts the list: it loads again after an approval.
  const [round, setRound] = useState(0);
  const [page, setPage] = useState<readonly AdminTransaction[]>([]);
  const approval = useApiApproval(useCallback(() => setRound((r) => r + 1), []));
  const load = useCallback<ListLoader<AdminTransaction>>(
    async ({ page: n, per_page, filters }, signal) => {
      const result = await client.http.list<AdminTransaction>(
        'a/transactions',
        { page: n, per_page },
        { query: transactionRequestQuery(mode, filters), signal },
      );
      setPage(result.items);
      return result;
    },
    [client, mode],
  );
  const { companyName, selected, toggle, ask, busy, nodeTypeOf } = approval;
  const columns = useMemo(() => {
    const base = adminTransactionColumns(t, locale, companyName);
    if (mode !== 'api') return base;
    const choose: ListColumn<AdminTransaction> = {
      id: 'choose',
      header: t('adminTransactions.col.choose'),
      value: () => '',
      csv: [],
      required: true,
      priority: 1,
      cell: (tx) => (
        <input
          type="checkbox"
          checked={selected.has(tx.id)}
          onChange={() => toggle(tx)}
          aria-label={t('adminTransactions.choose', { name: tx.name })}
        />
      ),
    };
    const act: ListColumn<AdminTransaction> = {
      id: 'approve',
      header: t('adminTransactions.col.action'),
      value: () => '',
      csv: [],
      required: true,
      priority: 1,
      cell: (tx) =>
        canApproveApiPayments(nodeTypeOf(tx.company_id)) ? (
          <span className="fp-decision">
            <Button
              variant="secondary"
              busy={busy}
              onClick={() => ask('approve', [tx])}
              aria-label={t('adminTransactions.approveOne', { name: tx.name })}
            >
              {t('adminTransactions.approve')}
            </Button>
            <Button
              variant="danger"
              busy={busy}
              onClick={() => ask('decline', [tx])}
              aria-label={t('adminTransactions.declineOne', { name: tx.name })}
            >
              {t('adminTransactions.decline')}
            </Button>
          </span>
        ) : (
          <span className="fp-note">{t('adminTransactions.notRoot')}</span>
        ),
    };
    // The name stays the row header (and its link); the choice sits right after it.
    const at = base.findIndex((c) => c.id === 'name') + 1;
    return [...base.slice(0, at), choose, ...base.slice(at), act];
  }, [t, locale, companyName, mode, selected, toggle, ask, busy, nodeTypeOf]);
  const href = props.historyHref;
  const rowHref = useCallback(
    (tx: AdminTransaction) => (href ? transactionHref(href, tx.id) : undefined),
    [href],
  );

  return (
    <ListPage<AdminTransaction>
      key={`${mode}|${round}`}
      tableId={ADMIN_TRANSACTIONS_TABLE_ID}
      title={mode === 'api' ? t('adminTransactions.title.api') : t(`txList.title.${mode}`)}
      columns={columns}
      rowKey={(tx) => tx.id}
      load={load}
      state={props.state}
      onStateChange={props.onStateChange}
      syncUrl={props.syncUrl}
      filterKeys={TRANSACTION_FILTER_KEYS}
      rowHref={href ? rowHref : undefined}
      emptyText={t('txList.empty')}
      csvFilename={`admin-transactions-${mode}`}
      actions={mode === 'api' ? <ApprovalBar approval={approval} page={page} /> : null}
    />
  );
}
