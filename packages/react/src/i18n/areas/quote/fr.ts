import type { AreaLocale } from '../areaTexts.js';
import type { quoteTexts } from '../quote.js';

/** The quote area in French: every English key, by type. */
export const fr: AreaLocale<typeof quoteTexts> = {
  'quote.rateLabel': 'Taux',
  'quote.loading': 'Chargement du taux…',
  'quote.unavailable': 'Taux indisponible',
  'quote.refreshIn': 'Nouveau taux dans {seconds} s',
  'quote.refreshing': 'Mise à jour du taux…',
  'quote.paused': 'Taux bloqué pendant l’envoi de votre paiement',
  'quote.hidden': 'Mise à jour du taux suspendue tant que cette page est masquée',
  'quote.toAmount': 'Vous recevez',
  'quote.moved': 'Le taux a changé. Vérifiez le nouveau total, puis envoyez à nouveau.',
};
