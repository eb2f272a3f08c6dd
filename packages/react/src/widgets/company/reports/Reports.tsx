import type { Report } from '@flexportal/core/contract';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { reportsTexts } from '../../../i18n/areas/reports.js';
import { ListPage } from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { GenerateReportForm } from './GenerateReportForm.js';
import { REPORTS_TABLE_ID, reportColumns } from './reportColumns.js';
import { reportsAccountOf } from './reportRules.js';
import { reportsCss } from './reportsCss.js';
import type { ReportsProps } from './reportsProps.js';
import { useGenerateReport } from './useGenerateReport.js';
import { useReportsList } from './useReportsList.js';

/**
 * Reports (/manager/reports, AC-7mgr-20/21): generate an approved-transactions report of an
 * account for a period as CSV, PDF or xlsx (a background job; the list refreshes until it
 * is ready and report.generated notifies), and download finished ones. The page's
 * bank_account_id/bid filters and preselects the account, report_id/rid shows one report.
 * CSS parts: `reports`, `form`, `list`, `toolbar`, `table`, `row`, `cell`, `button`,
 * `download`, `badge`, `pager`, `empty`, `signin`.
 */
export function Reports(props: ReportsProps) {
  const ref = useStyles<HTMLDivElement>(reportsCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <ReportsView {...props} />
      </SignInGate>
    </div>
  );
}

function ReportsView(props: ReportsProps) {
  const t = useT(reportsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const titleId = useId();
  const section = useRef<HTMLElement | null>(null);
  const accountId = reportsAccountOf({ bankAccountId: props.bankAccountId, bid: props.bid });
  const reportId = reportsAccountOf({ bankAccountId: props.reportId, bid: props.rid });
  const accounts = useBankAccounts();
  const { load, refresh } = useReportsList(accountId, reportId);
  const model = useGenerateReport(accountId, refresh);
  const [downloadError, setDownloadError] = useState(false);

  const download = useCallback(
    (report: Report) => {
      setDownloadError(false);
      downloadFile(
        client,
        `manager/reports/${report.id}/download`,
        report.filename,
        section.current,
      ).catch((error: unknown) => {
        logLoadFailure(`manager/reports/${report.id}/download`, error);
        setDownloadError(true);
      });
    },
    [client],
  );
  const columns = useMemo(() => reportColumns(t, locale, download), [t, locale, download]);

  return (
    <section ref={section} className="fp-reports" part="reports" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('reports.title')}</h2>
      <GenerateReportForm model={model} accounts={accounts.data ?? []} />
      {downloadError ? <p role="alert">{t('reports.downloadFailed')}</p> : null}
      <ListPage<Report>
        tableId={REPORTS_TABLE_ID}
        title={t('reports.list.title')}
        columns={columns}
        rowKey={(r) => r.id}
        load={load}
        emptyText={t('reports.list.empty')}
        csvFilename="reports"
      />
    </section>
  );
}
