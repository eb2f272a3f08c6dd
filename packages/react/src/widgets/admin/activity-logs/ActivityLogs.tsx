import { formatDateTime, TRANSACTION_MODES } from '@flexportal/core';
import {
  ACTIVITY_FILTER_KEYS,
  type ActivitySource,
  activityQuery,
  activityReportFilename,
  activitySource,
} from '@flexportal/core/admin';
import type { Activity } from '@flexportal/core/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { activityLogsTexts } from '../../../i18n/areas/activityLogs.js';
import {
  type ListColumn,
  type ListLoader,
  ListPage,
  type ListState,
  type ListStateControls,
  listCss,
  SearchField,
} from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link ActivityLogs}. */
export interface ActivityLogsProps {
  /**
   * Link of one activity's transaction, `{id}` replaced, e.g.
   * `/admin/timelines/transactions/{id}`; unlinked without.
   */
  transactionHref?: string | undefined;
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Mirrors the list state into the page URL (custom elements on plain pages). */
  syncUrl?: boolean | undefined;
}

const css = `${listCss}
.fp-activity-report { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin: 0 0 0.75rem; }
.fp-activity-report [role="alert"] { color: var(--fp-danger, #dc3545); }
`;

/**
 * The activity log (`/admin/activity-logs`, AC-2admin-14, AC-6-03): administrators read
 * `a/activities` (every company, filters by company and user too), managers `activities`
 * (their company), through the shared list with filters by event, day and transaction,
 * and a CSV report of the same filters from the server (`.../report`). Signs the user in
 * first when there is no session. CSS parts: those of the list, `report`, `button`, `alert`.
 */
export function ActivityLogs(props: ActivityLogsProps) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <ByRole {...props} />
      </SignInGate>
    </div>
  );
}

function ByRole(props: ActivityLogsProps) {
  const t = useT(activityLogsTexts);
  const user = useSignedInUser();
  if (user.status === 'error') {
    return (
      <p role="alert" part="alert">
        {t('activityLogs.reportFailed')}
      </p>
    );
  }
  if (user.status !== 'ready') return <span className="fp-skeleton" aria-busy="true" />;
  return <ActivityList {...props} source={activitySource(user.data)} />;
}

function ActivityList({
  source,
  transactionHref,
  ...listProps
}: ActivityLogsProps & { source: ActivitySource }) {
  const t = useT(activityLogsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const box = useRef<HTMLDivElement | null>(null);
  const [report, setReport] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  // The filters in use, for the report: the same rows as the list, every page of them.
  const filters = useRef<Record<string, string>>({});

  const load = useCallback<ListLoader<Activity>>(
    ({ page, per_page, filters: raw }, signal) => {
      filters.current = activityQuery(raw, source.admin);
      return client.http.list<Activity>(
        source.list,
        { page, per_page },
        { query: filters.current, signal },
      );
    },
    [client, source],
  );

  const download = useCallback(() => {
    setReport('busy');
    const query = new URLSearchParams(filters.current).toString();
    downloadFile(
      client,
      query ? `${source.report}?${query}` : source.report,
      activityReportFilename(new Date()),
      box.current,
      'text/csv',
    ).then(
      () => setReport('done'),
      (error: unknown) => {
        logLoadFailure(source.report, error);
        setReport('failed');
      },
    );
  }, [client, source]);

  const rowHref = useCallback(
    (a: Activity) => transactionHref?.replaceAll('{id}', String(a.subject_id)),
    [transactionHref],
  );

  const columns = useMemo<ListColumn<Activity>[]>(() => {
    const eventLabel = (e: string) =>
      (TRANSACTION_MODES as readonly string[]).includes(e)
        ? t(`activityLogs.event.${e as (typeof TRANSACTION_MODES)[number]}`)
        : e;
    const all: ListColumn<Activity>[] = [
      {
        id: 'transaction',
        header: t('activityLogs.col.transaction'),
        value: (a) => a.subject_name,
        required: true,
        priority: 1,
      },
      {
        id: 'created_at',
        header: t('activityLogs.col.time'),
        value: (a) => formatDateTime(a.created_at, locale),
        priority: 1,
      },
      {
        id: 'event',
        header: t('activityLogs.col.event'),
        value: (a) => eventLabel(a.event),
        priority: 1,
      },
      {
        id: 'description',
        header: t('activityLogs.col.description'),
        value: (a) => a.description,
        priority: 2,
      },
      {
        id: 'user',
        header: t('activityLogs.col.user'),
        value: (a) => a.causer?.email ?? t('activityLogs.system'),
        priority: 3,
      },
    ];
    if (source.admin)
      all.push({
        id: 'company_id',
        header: t('activityLogs.col.company'),
        value: (a) => a.company_id,
        align: 'end',
        priority: 3,
      });
    return all;
  }, [t, locale, source.admin]);

  return (
    <div ref={box}>
      <ListPage<Activity>
        {...listProps}
        tableId={source.admin ? 'admin-activity-logs' : 'activity-logs'}
        title={t('activityLogs.title')}
        columns={columns}
        rowKey={(a) => a.id}
        load={load}
        rowHref={transactionHref ? rowHref : undefined}
        filterKeys={ACTIVITY_FILTER_KEYS}
        emptyText={t('activityLogs.empty')}
        csvFilename="activity-logs"
        actions={
          <div className="fp-activity-report" part="report">
            <Button variant="secondary" busy={report === 'busy'} onClick={download}>
              {t('activityLogs.report')}
            </Button>
            <span role="status">{report === 'done' ? t('activityLogs.reportDone') : null}</span>
            {report === 'failed' ? (
              <span role="alert">{t('activityLogs.reportFailed')}</span>
            ) : null}
          </div>
        }
        filters={(controls) => <Filters controls={controls} admin={source.admin} />}
      />
    </div>
  );
}

function Filters({ controls, admin }: { controls: ListStateControls; admin: boolean }) {
  const t = useT(activityLogsTexts);
  const value = (key: string) => String(controls.state.filters[key] ?? '');
  return (
    <>
      <SelectField
        label={t('activityLogs.event')}
        value={value('event')}
        placeholder={t('activityLogs.allEvents')}
        options={TRANSACTION_MODES.map((m) => ({ value: m, label: t(`activityLogs.event.${m}`) }))}
        onChange={(e) => controls.setFilters({ event: e.currentTarget.value })}
      />
      <Field
        type="date"
        label={t('activityLogs.fromDate')}
        value={value('from_date')}
        onChange={(e) => controls.setFilters({ from_date: e.currentTarget.value })}
      />
      <Field
        type="date"
        label={t('activityLogs.toDate')}
        value={value('to_date')}
        onChange={(e) => controls.setFilters({ to_date: e.currentTarget.value })}
      />
      <SearchField
        controls={controls}
        name="transaction_id"
        label={t('activityLogs.transactionId')}
        maxLength={10}
      />
      {admin ? (
        <>
          <SearchField
            controls={controls}
            name="company_id"
            label={t('activityLogs.companyId')}
            maxLength={10}
          />
          <SearchField
            controls={controls}
            name="user_id"
            label={t('activityLogs.userId')}
            maxLength={10}
          />
        </>
      ) : null}
    </>
  );
}
