import { filesProgress, formatDateTime } from '@flexportal/core';
import type { ComplianceStatus, ComplianceTracking } from '@flexportal/core/contract';
import type { ListColumn } from '../../../lists/index.js';
import type { useT } from '../../../provider/FlexportalProvider.js';
import { Badge, type BadgeTone } from '../../../ui/Badge.js';

type Translate = ReturnType<typeof useT>;

/** Table settings id of the compliance lists (the chosen columns are shared). */
export const COMPLIANCE_TABLE_ID = 'compliance-trackings';

/** The badge colour of a compliance status (AC-3-19), always beside its name. */
export function complianceTone(status: ComplianceStatus): BadgeTone {
  switch (status) {
    case 'verified':
      return 'success';
    case 'declined':
      return 'danger';
    case 'submitted':
      return 'info';
    case 'open':
      return 'warning';
    default:
      return 'neutral';
  }
}

/** The subject of a tracking in words: "User #12" (AC-3-18). */
export const subjectOf = (t: Translate, row: Pick<ComplianceTracking, 'entity' | 'entity_id'>) =>
  t(`complianceTrackings.entity.${row.entity}`, { id: row.entity_id });

/** The columns of a compliance list. */
export function complianceColumns(t: Translate, locale: string): ListColumn<ComplianceTracking>[] {
  return [
    {
      id: 'id',
      header: t('complianceTrackings.col.id'),
      value: (r) => r.id,
      required: true,
      priority: 1,
      simple: true,
    },
    {
      id: 'subject',
      header: t('complianceTrackings.col.subject'),
      value: (r) => subjectOf(t, r),
      priority: 1,
      simple: true,
    },
    {
      id: 'category',
      header: t('complianceTrackings.col.category'),
      value: (r) => t(`complianceTrackings.category.${r.category}`),
      priority: 2,
    },
    {
      id: 'status',
      header: t('complianceTrackings.col.status'),
      value: (r) => t(`complianceTrackings.status.${r.status}`),
      cell: (r) => (
        <Badge tone={complianceTone(r.status)}>{t(`complianceTrackings.status.${r.status}`)}</Badge>
      ),
      priority: 1,
      simple: true,
    },
    {
      id: 'stage',
      header: t('complianceTrackings.col.stage'),
      value: (r) => t(`complianceTrackings.stage.${r.stage}`),
      priority: 3,
    },
    {
      id: 'files',
      header: t('complianceTrackings.col.files'),
      value: (r) => {
        const p = filesProgress(r);
        return t('complianceTrackings.files', { done: p.done, total: p.total });
      },
      align: 'end',
      priority: 3,
    },
    {
      id: 'updated',
      header: t('complianceTrackings.col.updated'),
      value: (r) => formatDateTime(r.updated_at, locale),
      priority: 4,
    },
  ];
}
