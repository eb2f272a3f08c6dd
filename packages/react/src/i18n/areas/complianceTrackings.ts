import { type Area, defineArea } from './areaTexts.js';

const en = {
  'complianceTrackings.title': 'Compliance trackings',
  'complianceTrackings.titleOf': 'Compliance trackings of {subject}',
  'complianceTrackings.empty': 'No compliance trackings.',
  'complianceTrackings.col.id': 'ID',
  'complianceTrackings.col.subject': 'Subject',
  'complianceTrackings.col.category': 'Category',
  'complianceTrackings.col.status': 'Status',
  'complianceTrackings.col.stage': 'Stage',
  'complianceTrackings.col.files': 'Files',
  'complianceTrackings.col.updated': 'Updated',
  'complianceTrackings.filter.status': 'Status',
  'complianceTrackings.filter.category': 'Category',
  'complianceTrackings.filter.all': 'All',
  'complianceTrackings.counts': 'Trackings by status',
  'complianceTrackings.files': '{done} of {total}',
  'complianceTrackings.entity.transaction': 'Transaction #{id}',
  'complianceTrackings.entity.user': 'User #{id}',
  'complianceTrackings.entity.company': 'Company #{id}',
  'complianceTrackings.entity.lead': 'Lead #{id}',
  'complianceTrackings.status.draft': 'Draft',
  'complianceTrackings.status.open': 'Open',
  'complianceTrackings.status.verified': 'Verified',
  'complianceTrackings.status.submitted': 'Submitted',
  'complianceTrackings.status.declined': 'Declined',
  'complianceTrackings.status.not_found': 'Not found',
  'complianceTrackings.category.REGISTRATION': 'Registration',
  'complianceTrackings.category.TRANSACTION': 'Transaction',
  'complianceTrackings.category.TRANSACTION_RECALL': 'Transaction recall',
  'complianceTrackings.category.AFFILIATE_TRANSFER': 'Affiliate transfer',
  'complianceTrackings.category.UNCATEGORIZED': 'Uncategorised',
  'complianceTrackings.stage.files': 'Documents',
  'complianceTrackings.stage.form': 'Form',
  'complianceTrackings.stage.video': 'Video call',
  'complianceTrackings.stage.final': 'Review',
  'complianceTrackings.tracking.title': 'Compliance tracking #{id}',
  'complianceTrackings.tracking.loading': 'Loading the tracking…',
  'complianceTrackings.tracking.loadError': 'The tracking could not be loaded.',
  'complianceTrackings.tracking.retry': 'Try again',
  'complianceTrackings.tracking.notFound':
    'This tracking was not found. It may belong to another company or have been removed.',
  'complianceTrackings.tracking.asked':
    'These files are asked for. Upload each missing or declined document here: PDF, PNG or JPEG, at most 1 MB.',
  'complianceTrackings.tracking.done': 'Every file of this tracking is verified.',
  'complianceTrackings.tracking.readOnly':
    'Only a manager can hand in these files; you can follow their state here.',
  'complianceTrackings.tracking.steps': 'Steps',
} as const;

/**
 * Texts of the compliance-trackings screen: English here, in the chunk that uses them; the
 * other locales are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const complianceTrackingsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./complianceTrackings/de.js').then((m) => m.de),
  es: () => import('./complianceTrackings/es.js').then((m) => m.es),
  fr: () => import('./complianceTrackings/fr.js').then((m) => m.fr),
  ja: () => import('./complianceTrackings/ja.js').then((m) => m.ja),
});
