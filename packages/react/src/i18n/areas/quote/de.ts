import type { AreaLocale } from '../areaTexts.js';
import type { quoteTexts } from '../quote.js';

/** The quote area in German: every English key, by type. */
export const de: AreaLocale<typeof quoteTexts> = {
  'quote.rateLabel': 'Kurs',
  'quote.loading': 'Kurs wird geladen…',
  'quote.unavailable': 'Kurs nicht verfügbar',
  'quote.refreshIn': 'Neuer Kurs in {seconds} s',
  'quote.refreshing': 'Kurs wird aktualisiert…',
  'quote.paused': 'Kurs gehalten, während Ihre Zahlung gesendet wird',
  'quote.hidden': 'Kursaktualisierung pausiert, solange diese Seite verborgen ist',
  'quote.toAmount': 'Sie erhalten',
  'quote.moved':
    'Der Kurs hat sich geändert. Prüfen Sie den neuen Gesamtbetrag und senden Sie erneut.',
};
