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
