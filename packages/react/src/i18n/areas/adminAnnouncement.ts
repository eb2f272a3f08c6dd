import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminAnnouncement.title': 'Announcement',
  'adminAnnouncement.createTitle': 'New announcement',
  'adminAnnouncement.editTitle': 'Edit announcement',
  'adminAnnouncement.fieldTitle': 'Title',
  'adminAnnouncement.message': 'Message',
  'adminAnnouncement.published': 'Published: managers see it on their dashboard',
  'adminAnnouncement.markupHint':
    '<b>, <i>, <u> and <br> show as bold, italics, underline and line breaks; other markup shows as text.',
  'adminAnnouncement.create': 'Create announcement',
  'adminAnnouncement.save': 'Save changes',
  'adminAnnouncement.cancel': 'Cancel',
  'adminAnnouncement.edit': 'Edit',
  'adminAnnouncement.delete': 'Delete',
  'adminAnnouncement.back': 'All announcements',
  'adminAnnouncement.deleteTitle': 'Delete announcement',
  'adminAnnouncement.deleteConfirm': 'You are about to delete this announcement. Are you sure?',
  'adminAnnouncement.yes': 'Yes',
  'adminAnnouncement.no': 'No',
  'adminAnnouncement.deleted': 'The announcement was deleted.',
  'adminAnnouncement.deleteFailed': 'The announcement could not be deleted.',
  'adminAnnouncement.created': 'Announcement created.',
  'adminAnnouncement.saved': 'Announcement saved.',
  'adminAnnouncement.status': 'Status',
  'adminAnnouncement.statusPublished': 'Published',
  'adminAnnouncement.statusDraft': 'Draft (managers do not see it)',
  'adminAnnouncement.createdAt': 'Created',
  'adminAnnouncement.notFound': 'This announcement does not exist (any more).',
  'adminAnnouncement.loadFailed': 'The announcement could not be loaded.',
  'adminAnnouncement.failed': 'The announcement could not be saved. Please try again.',
  'adminAnnouncement.invalid': 'Check the fields marked below.',
  'adminAnnouncement.titleRequired': 'The title field is required.',
  'adminAnnouncement.messageRequired': 'The message field is required.',
  'adminAnnouncement.titleTooLong': 'The title may not be greater than {max} characters.',
  'adminAnnouncement.messageTooLong': 'The message may not be greater than {max} characters.',
  'adminAnnouncement.forbidden': 'Only administrators manage announcements.',
} as const;

/**
 * Texts of the admin-announcement screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminAnnouncementTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminAnnouncement/de.js').then((m) => m.de),
  es: () => import('./adminAnnouncement/es.js').then((m) => m.es),
  fr: () => import('./adminAnnouncement/fr.js').then((m) => m.fr),
  ja: () => import('./adminAnnouncement/ja.js').then((m) => m.ja),
});
