import { formatDateTime } from '@flexportal/core';
import type { Report } from '@flexportal/core/contract';
import type { Locale, Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/index.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { isDownloadable, reportStatusTone } from './reportRules.js';

/** Id of the reports table's settings (chosen columns, page size). */
export const REPORTS_TABLE_ID = 'reports';

/**
 * The reports table (AC-3-12): name, bank account, date from, date to, report period,
 * status, format, created at, and the download button of a finished report.
 */
export function reportColumns(
  t: Translate,
  locale: Locale,
  onDownload: (report: Report) => void,
): ListColumn<Report>[] {
  return [
    {
      id: 'name',
      header: t('reports.col.name'),
      value: (r) => r.name,
      required: true,
      simple: true,
      priority: 1,
    },
    {
      id: 'account',
      header: t('reports.col.account'),
      value: (r) => `${r.bank_account.name} (${r.bank_account.currency})`,
      simple: true,
      priority: 2,
    },
    { id: 'date_from', header: t('reports.col.dateFrom'), value: (r) => r.date_from, priority: 3 },
    { id: 'date_to', header: t('reports.col.dateTo'), value: (r) => r.date_to, priority: 3 },
    {
      id: 'period',
      header: t('reports.col.period'),
      value: (r) => (r.period ? t(`reports.period.${r.period}`) : null),
      priority: 4,
    },
    {
      id: 'status',
      header: t('reports.col.status'),
      value: (r) => t(`reports.status.${r.status}`),
      cell: (r) => (
        <Badge tone={reportStatusTone(r.status)}>{t(`reports.status.${r.status}`)}</Badge>
      ),
      simple: true,
      priority: 1,
    },
    {
      id: 'format',
      header: t('reports.col.format'),
      value: (r) => t(`reports.format.${r.format}`),
      priority: 2,
    },
    {
      id: 'created_at',
      header: t('reports.col.createdAt'),
      value: (r) => formatDateTime(r.created_at, locale),
      priority: 3,
    },
    {
      id: 'actions',
      header: t('reports.col.actions'),
      value: () => null,
      csv: [],
      required: true,
      simple: true,
      priority: 1,
      cell: (r) =>
        isDownloadable(r) ? (
          <Button
            variant="secondary"
            part="button download"
            aria-label={t('reports.downloadLabel', { name: r.name })}
            onClick={() => onDownload(r)}
          >
            {t('reports.download')}
          </Button>
        ) : null,
    },
  ];
}
