import type { AreaLocale } from '../areaTexts.js';
import type { ticketTexts } from '../ticket.js';

/** The ticket screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof ticketTexts> = {
  'ticket.title': 'Ticket',
  'ticket.heading': 'Ticket n° {id} : {subject}',
  'ticket.loading': 'Chargement du ticket…',
  'ticket.loadError': 'Le ticket n’a pas pu être chargé.',
  'ticket.retry': 'Réessayer',
  'ticket.author.manager': 'Vous',
  'ticket.author.support': 'Assistance',
  'ticket.reply': 'Répondre',
  'ticket.replyLabel': 'Votre réponse',
  'ticket.send': 'Envoyer la réponse',
  'ticket.close': 'Fermer le ticket',
  'ticket.reopen': 'Rouvrir le ticket',
  'ticket.download': 'Télécharger {name}',
  'ticket.downloadError': 'Le fichier n’a pas pu être téléchargé.',
  'ticket.back': 'Tous les tickets',
};
