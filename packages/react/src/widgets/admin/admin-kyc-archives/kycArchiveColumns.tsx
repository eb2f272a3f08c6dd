import { formatDateTime } from '@flexportal/core';
import type { KycArchive } from '@flexportal/core/contract';
import type { Locale, Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/index.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { archiveStatusTone, isArchiveReady } from './kycArchiveRules.js';

/** Id of the archives table's settings (chosen columns, page size). */
export const KYC_ARCHIVES_TABLE_ID = 'admin-kyc-archives';

/**
 * The archives table (AC-3: id, date from, date to, filename, status, created_at), the
 * number of files, and the download button of a finished archive.
 */
export function kycArchiveColumns(
  t: Translate,
  locale: Locale,
  onDownload: (archive: KycArchive) => void,
): ListColumn<KycArchive>[] {
  return [
    { id: 'id', header: t('adminKycArchives.col.id'), value: (a) => a.id, priority: 2 },
    {
      id: 'filename',
      header: t('adminKycArchives.col.filename'),
      value: (a) => a.filename,
      required: true,
      simple: true,
      priority: 1,
    },
    {
      id: 'date_from',
      header: t('adminKycArchives.col.dateFrom'),
      value: (a) => a.date_from,
      simple: true,
      priority: 2,
    },
    {
      id: 'date_to',
      header: t('adminKycArchives.col.dateTo'),
      value: (a) => a.date_to,
      simple: true,
      priority: 2,
    },
    {
      id: 'status',
      header: t('adminKycArchives.col.status'),
      value: (a) => t(`adminKycArchives.status.${a.status}`),
      cell: (a) => (
        <Badge tone={archiveStatusTone(a.status)}>{t(`adminKycArchives.status.${a.status}`)}</Badge>
      ),
      simple: true,
      priority: 1,
    },
    {
      id: 'files',
      header: t('adminKycArchives.col.files'),
      value: (a) => a.files,
      align: 'end',
      priority: 3,
    },
    {
      id: 'created_at',
      header: t('adminKycArchives.col.createdAt'),
      value: (a) => formatDateTime(a.created_at, locale),
      priority: 3,
    },
    {
      id: 'actions',
      header: t('adminKycArchives.col.actions'),
      value: () => null,
      csv: [],
      required: true,
      simple: true,
      priority: 1,
      cell: (a) =>
        isArchiveReady(a) ? (
          <Button
            variant="secondary"
            part="button download"
            aria-label={t('adminKycArchives.downloadLabel', { name: a.filename })}
            onClick={() => onDownload(a)}
          >
            {t('adminKycArchives.download')}
          </Button>
        ) : null,
    },
  ];
}
