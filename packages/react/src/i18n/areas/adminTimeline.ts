import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminTimeline.title': 'Timeline',
  'adminTimeline.created': 'Created',
  'adminTimeline.details': 'Details',
  'adminTimeline.loading': 'Loading…',
  'adminTimeline.notFound': 'This entity does not exist.',
  'adminTimeline.failed': 'The timeline could not be loaded.',
  'adminTimeline.retry': 'Try again',
  'adminTimeline.events': 'Events, newest first',
  'adminTimeline.empty': 'Nothing has happened yet.',
  'adminTimeline.system': 'System',
  'adminTimeline.by': 'by',
  'adminTimeline.kind.note': 'Note',
  'adminTimeline.kind.created': 'Created',
  'adminTimeline.kind.sign_in': 'Sign-in',
  'adminTimeline.kind.integrity_check': 'Integrity check',
  'adminTimeline.kind.api': 'Admin Action Required',
  'adminTimeline.kind.settled': 'Settled',
  'adminTimeline.kind.progress': 'In progress',
  'adminTimeline.kind.denied': 'Denied',
  'adminTimeline.entityOf': 'Timeline of',
  'adminTimeline.addNote': 'Add a note',
  'adminTimeline.noteLabel': 'Note',
  'adminTimeline.noteHint': 'Up to 1000 characters. Notes are shown to administrators only.',
  'adminTimeline.save': 'Add note',
  'adminTimeline.saved': 'Note added.',
  'adminTimeline.required': 'Write the note first.',
  'adminTimeline.tooLong': 'The note may not be longer than 1000 characters.',
  'adminTimeline.saveFailed': 'The note could not be added. Your text is kept; try again.',
} as const;

/**
 * Texts of the admin-timeline screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminTimelineTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminTimeline/de.js').then((m) => m.de),
  es: () => import('./adminTimeline/es.js').then((m) => m.es),
  fr: () => import('./adminTimeline/fr.js').then((m) => m.fr),
  ja: () => import('./adminTimeline/ja.js').then((m) => m.ja),
});
