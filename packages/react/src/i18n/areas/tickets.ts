import { type Area, defineArea } from './areaTexts.js';

const en = {
  'tickets.title': 'Support tickets',
  'tickets.list.title': 'Your tickets',
  'tickets.list.empty': 'No tickets yet.',
  'tickets.col.subject': 'Subject',
  'tickets.col.priority': 'Priority',
  'tickets.col.status': 'Status',
  'tickets.col.updated': 'Last update',
  'tickets.filter.status': 'Status',
  'tickets.filter.priority': 'Priority',
  'tickets.filter.all': 'All',
  'tickets.status.open': 'Open',
  'tickets.status.answered': 'Answered',
  'tickets.status.closed': 'Closed',
  'tickets.priority.0': 'Lowest',
  'tickets.priority.5': 'Low',
  'tickets.priority.10': 'Normal',
  'tickets.priority.15': 'High',
  'tickets.priority.20': 'Urgent',
  'tickets.new.title': 'New ticket',
  'tickets.new.subject': 'Subject',
  'tickets.new.message': 'Message',
  'tickets.new.priority': 'Priority',
  'tickets.new.submit': 'Open ticket',
  'tickets.new.created': 'Ticket #{id} was opened.',
  'tickets.files.label': 'Attachments',
  'tickets.files.hint': 'Up to {count} files (PDF, PNG, JPEG, GIF or text), {size} KB each.',
  'tickets.files.tooMany': 'Attach at most {count} files.',
  'tickets.files.tooLarge': '{name} is larger than {size} KB.',
  'tickets.files.empty': '{name} is empty.',
  'tickets.files.remove': 'Remove {name}',
  'tickets.uploading': 'Sending…',
  'tickets.error': 'It could not be sent. What you wrote is kept; try again.',
  'tickets.latest': 'Latest tickets',
  'tickets.all': 'All tickets',
} as const;

/**
 * Texts of the tickets screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const ticketsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./tickets/de.js').then((m) => m.de),
  es: () => import('./tickets/es.js').then((m) => m.es),
  fr: () => import('./tickets/fr.js').then((m) => m.fr),
  ja: () => import('./tickets/ja.js').then((m) => m.ja),
});
