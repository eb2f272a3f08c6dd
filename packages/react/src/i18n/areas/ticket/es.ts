import type { AreaLocale } from '../areaTexts.js';
import type { ticketTexts } from '../ticket.js';

/** The ticket screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof ticketTexts> = {
  'ticket.title': 'Ticket',
  'ticket.heading': 'Ticket #{id}: {subject}',
  'ticket.loading': 'Cargando el ticket…',
  'ticket.loadError': 'No se pudo cargar el ticket.',
  'ticket.retry': 'Reintentar',
  'ticket.author.manager': 'Usted',
  'ticket.author.support': 'Soporte',
  'ticket.reply': 'Responder',
  'ticket.replyLabel': 'Su respuesta',
  'ticket.send': 'Enviar respuesta',
  'ticket.close': 'Cerrar ticket',
  'ticket.reopen': 'Reabrir ticket',
  'ticket.download': 'Descargar {name}',
  'ticket.downloadError': 'No se pudo descargar el archivo.',
  'ticket.back': 'Todos los tickets',
};
