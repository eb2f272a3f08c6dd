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
  'quote.total.title': 'Gebühren und Gesamtbetrag',
  'quote.total.amount': 'Betrag',
  'quote.total.fee': 'Gebühr',
  'quote.total.exchangeFee': 'Wechselgebühr',
  'quote.total.total': 'Gesamtbetrag',
  'quote.total.available': 'Verfügbarer Saldo',
  'quote.total.nextAvailable': 'Verfügbar nach dieser Zahlung',
  'quote.total.notEnough': 'Der verfügbare Saldo deckt diese Zahlung nicht.',
  'quote.total.calculating': 'Wird berechnet…',
  'quote.total.empty': 'Wählen Sie beide Konten und einen Betrag, um die Gebühren zu sehen.',
};
