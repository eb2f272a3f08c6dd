import type { AreaLocale } from '../areaTexts.js';
import type { pspIntegrationTexts } from '../pspIntegration.js';

/** The psp-integration screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof pspIntegrationTexts> = {
  'pspIntegration.title': 'Intégration PSP',
  'pspIntegration.notSignedUp':
    "Inscrivez-vous d'abord au portail PSP : les informations d'intégration découlent de l'inscription.",
  'pspIntegration.merchant': 'Identifiant marchand',
  'pspIntegration.website': 'Site web',
  'pspIntegration.quickLogin': 'Lien de connexion rapide',
  'pspIntegration.quickLoginHint':
    "Le prestataire de paiement connecte vos utilisateurs avec une clé à usage unique qu'il crée pour chaque lien.",
  'pspIntegration.depositLink': 'Lien de retrait vers dépôt',
  'pspIntegration.depositHint':
    'Ouvre un retrait vers votre solde PSP, prérempli et verrouillé sauf la référence.',
  'pspIntegration.activeAccounts': 'Comptes PSP actifs',
  'pspIntegration.noAccounts': 'Aucun compte PSP actif : ouvrez-en un sur la page des comptes.',
  'pspIntegration.tokenEnding': 'jeton se terminant par {hint}',
};
