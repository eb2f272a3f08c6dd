import { type Area, defineArea } from './areaTexts.js';

// `quote.*`: the live rate of the payment forms (transfer, exchange, convert, crypto) with its
// countdown, and the notice when the rate moved before money moved.
const en = {
  'quote.rateLabel': 'Rate',
  'quote.loading': 'Loading rate…',
  'quote.unavailable': 'Rate unavailable',
  'quote.refreshIn': 'New rate in {seconds} s',
  'quote.refreshing': 'Updating rate…',
  'quote.paused': 'Rate held while your payment is sent',
  'quote.hidden': 'Rate updates paused while this page is hidden',
  'quote.toAmount': 'You receive',
  'quote.moved': 'The rate moved. Check the new total, then submit again.',
} as const;

/** Texts of the quote (live rate and countdown) of every payment form that exchanges. */
export const quoteTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./quote/de.js').then((m) => m.de),
  es: () => import('./quote/es.js').then((m) => m.es),
  fr: () => import('./quote/fr.js').then((m) => m.fr),
  ja: () => import('./quote/ja.js').then((m) => m.ja),
});
