import type { AreaLocale } from '../areaTexts.js';
import type { ticketTexts } from '../ticket.js';

/** The ticket screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof ticketTexts> = {
  'ticket.title': 'Ticket',
  'ticket.heading': 'Ticket #{id}: {subject}',
  'ticket.loading': 'Ticket wird geladen…',
  'ticket.loadError': 'Das Ticket konnte nicht geladen werden.',
  'ticket.retry': 'Erneut versuchen',
  'ticket.author.manager': 'Sie',
  'ticket.author.support': 'Support',
  'ticket.reply': 'Antworten',
  'ticket.replyLabel': 'Ihre Antwort',
  'ticket.send': 'Antwort senden',
  'ticket.close': 'Ticket schließen',
  'ticket.reopen': 'Ticket wieder öffnen',
  'ticket.download': '{name} herunterladen',
  'ticket.downloadError': 'Die Datei konnte nicht heruntergeladen werden.',
  'ticket.back': 'Alle Tickets',
};
