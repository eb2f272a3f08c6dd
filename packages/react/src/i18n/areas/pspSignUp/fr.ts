import type { AreaLocale } from '../areaTexts.js';
import type { pspSignUpTexts } from '../pspSignUp.js';

/** The psp-sign-up screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof pspSignUpTexts> = {
  'pspSignUp.title': 'Inscription PSP',
  'pspSignUp.website': 'Site web',
  'pspSignUp.business': "Description de l'activité",
  'pspSignUp.volume': 'Volume mensuel prévu',
  'pspSignUp.volumeHint': 'Un montant en EUR, par ex. 25000.00',
  'pspSignUp.fieldErrors.website': 'Saisissez l’adresse du site web, par ex. https://example.com.',
  'pspSignUp.fieldErrors.monthly_volume':
    'Saisissez le volume mensuel comme montant en EUR, par ex. 25000.00.',
  'pspSignUp.fieldErrors.accept_terms': 'Acceptez les conditions pour vous inscrire.',
  'pspSignUp.terms': "J'accepte les conditions du prestataire de paiement",
  'pspSignUp.submit': "S'inscrire",
  'pspSignUp.update': "Mettre à jour l'inscription",
  'pspSignUp.done': 'Inscrit comme marchand {merchant}.',
  'pspSignUp.already':
    'Votre entreprise est inscrite comme marchand {merchant} ; renvoyer le formulaire met à jour les réponses.',
};
