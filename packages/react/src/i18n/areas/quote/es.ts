import type { AreaLocale } from '../areaTexts.js';
import type { quoteTexts } from '../quote.js';

/** The quote area in Spanish: every English key, by type. */
export const es: AreaLocale<typeof quoteTexts> = {
  'quote.rateLabel': 'Tipo de cambio',
  'quote.loading': 'Cargando tipo de cambio…',
  'quote.unavailable': 'Tipo de cambio no disponible',
  'quote.refreshIn': 'Nuevo tipo en {seconds} s',
  'quote.refreshing': 'Actualizando tipo de cambio…',
  'quote.paused': 'Tipo de cambio retenido mientras se envía su pago',
  'quote.hidden': 'Actualización del tipo en pausa mientras esta página está oculta',
  'quote.toAmount': 'Usted recibe',
  'quote.moved': 'El tipo de cambio ha variado. Revise el nuevo total y envíe de nuevo.',
};
