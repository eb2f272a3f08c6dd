import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminComplianceReview.title': 'Compliance review',
  'adminComplianceReview.titleOf': 'Compliance review #{id}',
  'adminComplianceReview.notFound': 'This tracking was not found.',
  'adminComplianceReview.subject': 'Subject',
  'adminComplianceReview.company': 'Company',
  'adminComplianceReview.category': 'Category',
  'adminComplianceReview.status': 'Status',
  'adminComplianceReview.files': 'Required files',
  'adminComplianceReview.fileStatus.draft': 'Missing',
  'adminComplianceReview.fileStatus.submitted': 'Waiting for review',
  'adminComplianceReview.fileStatus.verified': 'Approved',
  'adminComplianceReview.fileStatus.declined': 'Declined',
  'adminComplianceReview.uploaded': 'Uploaded: {name} ({kb} KB)',
  'adminComplianceReview.signed': 'Signed',
  'adminComplianceReview.declinedWith': 'Declined: {reason}',
  'adminComplianceReview.open': 'Open document',
  'adminComplianceReview.openLabel': 'Open the document of {name}',
  'adminComplianceReview.openFailed': 'The document could not be opened. Try again.',
  'adminComplianceReview.approve': 'Approve',
  'adminComplianceReview.approveLabel': 'Approve {name}',
  'adminComplianceReview.decline': 'Decline',
  'adminComplianceReview.declineLabel': 'Decline {name}',
  'adminComplianceReview.fieldErrors.reason': 'Give a reason for the decline.',
  'adminComplianceReview.reason': 'Reason to decline {name}',
  'adminComplianceReview.failed': 'The review could not be saved. Try again.',
} as const;

/**
 * Texts of the admin-compliance-review screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminComplianceReviewTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminComplianceReview/de.js').then((m) => m.de),
  es: () => import('./adminComplianceReview/es.js').then((m) => m.es),
  fr: () => import('./adminComplianceReview/fr.js').then((m) => m.fr),
  ja: () => import('./adminComplianceReview/ja.js').then((m) => m.ja),
});
