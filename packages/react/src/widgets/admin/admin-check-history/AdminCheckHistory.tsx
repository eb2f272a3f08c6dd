import { formatDateTime } from '@flexportal/core';
import type { CheckRecord } from '@flexportal/core/contract';
import { useCallback, useMemo } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminCheckHistoryTexts } from '../../../i18n/areas/adminCheckHistory.js';
import type { Translate } from '../../../i18n/translate.js';
import { type ListColumn, type ListLoader, ListPage, listCss } from '../../../lists/index.js';
import type { ListState } from '../../../lists/listState.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Badge } from '../../../ui/Badge.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { transactionHref } from '../../transactions/list/transactionListRules.js';
import { useAdminCompanies } from '../shared/useAdminCompanies.js';
import { checkRecordQuery, checkRecordTone } from './checkHistoryRules.js';

/** Props of {@link AdminCheckHistory}. */
export interface AdminCheckHistoryProps {
  /** Link of a transaction's history, `{id}` replaced by its id: the first cell links there. */
  historyHref?: string | undefined;
  /** Only this company's transactions. */
  companyId?: number | undefined;
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Mirrors the list state into the page URL (custom elements on plain pages). */
  syncUrl?: boolean | undefined;
}

const FILTER_KEYS: readonly string[] = ['only_failed'];

/**
 * Check history (`/admin/transactions/check-history`, AC-2admin-08, AC-7admin-01): the
 * ledger check of every transaction, newest first, through the shared list: its postings,
 * their currencies and whether they sum to exactly zero in each (balanced) or not; the
 * filter keeps only the unbalanced ones. Signs the user in first when there is no session.
 * CSS parts: those of the list, `badge`.
 */
export function AdminCheckHistory(props: AdminCheckHistoryProps) {
  const ref = useStyles<HTMLDivElement>(listCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <CheckHistoryList {...props} />
      </SignInGate>
    </div>
  );
}

function CheckHistoryList({
  historyHref,
  companyId,
  state,
  onStateChange,
  syncUrl,
}: AdminCheckHistoryProps) {
  const t = useT(adminCheckHistoryTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const { companyName } = useAdminCompanies();
  const load = useCallback<ListLoader<CheckRecord>>(
    ({ page, per_page, filters }, signal) =>
      client.http.list<CheckRecord>(
        'a/transactions/check-records',
        { page, per_page },
        { query: checkRecordQuery(filters, companyId), signal },
      ),
    [client, companyId],
  );
  const columns = useMemo(() => checkColumns(t, locale, companyName), [t, locale, companyName]);
  const rowHref = useCallback(
    (r: CheckRecord) => (historyHref ? transactionHref(historyHref, r.transaction_id) : undefined),
    [historyHref],
  );
  return (
    <ListPage<CheckRecord>
      tableId="admin-check-history"
      title={t('adminCheckHistory.title')}
      columns={columns}
      rowKey={(r) => r.transaction_id}
      load={load}
      state={state}
      onStateChange={onStateChange}
      syncUrl={syncUrl}
      filterKeys={FILTER_KEYS}
      rowHref={historyHref ? rowHref : undefined}
      emptyText={t('adminCheckHistory.empty')}
      csvFilename="check-history"
      filters={(controls) => (
        <SelectField
          label={t('adminCheckHistory.show')}
          value={controls.state.filters.only_failed === 'true' ? 'true' : ''}
          options={[
            { value: '', label: t('adminCheckHistory.all') },
            { value: 'true', label: t('adminCheckHistory.onlyFailed') },
          ]}
          onChange={(e) => controls.setFilters({ only_failed: e.currentTarget.value })}
        />
      )}
    />
  );
}

function checkColumns(
  t: Translate,
  locale: string,
  companyName: (id: number) => string,
): ListColumn<CheckRecord>[] {
  const verdict = (r: CheckRecord) =>
    r.balanced ? t('adminCheckHistory.balanced') : t('adminCheckHistory.unbalanced');
  return [
    {
      id: 'transaction',
      header: t('adminCheckHistory.col.transaction'),
      value: (r) => `#${r.transaction_id}`,
      required: true,
      simple: true,
      priority: 1,
    },
    {
      id: 'verdict',
      header: t('adminCheckHistory.col.verdict'),
      value: verdict,
      cell: (r) => <Badge tone={checkRecordTone(r)}>{verdict(r)}</Badge>,
      simple: true,
      priority: 1,
    },
    {
      id: 'company',
      header: t('adminCheckHistory.col.company'),
      value: (r) => companyName(r.company_id),
      priority: 2,
    },
    { id: 'type', header: t('adminCheckHistory.col.type'), value: (r) => r.type, priority: 3 },
    {
      id: 'created_at',
      header: t('adminCheckHistory.col.date'),
      value: (r) => formatDateTime(r.created_at, locale, false),
      priority: 2,
    },
    {
      id: 'postings',
      header: t('adminCheckHistory.col.postings'),
      value: (r) => r.postings,
      align: 'end',
      priority: 3,
    },
    {
      id: 'currencies',
      header: t('adminCheckHistory.col.currencies'),
      value: (r) => r.currencies.join(', '),
      priority: 3,
    },
  ];
}
