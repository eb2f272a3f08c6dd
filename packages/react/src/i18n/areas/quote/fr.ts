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
  'quote.total.title': 'Frais et total',
  'quote.total.amount': 'Montant',
  'quote.total.fee': 'Frais',
  'quote.total.exchangeFee': 'Frais de change',
  'quote.total.total': 'Total',
  'quote.total.available': 'Solde disponible',
  'quote.total.nextAvailable': 'Disponible après ce paiement',
  'quote.total.notEnough': 'Le solde disponible ne couvre pas ce paiement.',
  'quote.total.calculating': 'Calcul en cours…',
  'quote.total.empty': 'Choisissez les deux comptes et un montant pour voir les frais.',
};
