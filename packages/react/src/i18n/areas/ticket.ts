import { type Area, defineArea } from './areaTexts.js';

const en = {
  'ticket.title': 'Ticket',
  'ticket.heading': 'Ticket #{id}: {subject}',
  'ticket.loading': 'Loading the ticket…',
  'ticket.loadError': 'The ticket could not be loaded.',
  'ticket.retry': 'Try again',
  'ticket.author.manager': 'You',
  'ticket.author.support': 'Support',
  'ticket.reply': 'Reply',
  'ticket.replyLabel': 'Your reply',
  'ticket.send': 'Send reply',
  'ticket.close': 'Close ticket',
  'ticket.reopen': 'Reopen ticket',
  'ticket.download': 'Download {name}',
  'ticket.downloadError': 'The file could not be downloaded.',
  'ticket.back': 'All tickets',
} as const;

/**
 * Texts of the ticket screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const ticketTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./ticket/de.js').then((m) => m.de),
  es: () => import('./ticket/es.js').then((m) => m.es),
  fr: () => import('./ticket/fr.js').then((m) => m.fr),
  ja: () => import('./ticket/ja.js').then((m) => m.ja),
});
