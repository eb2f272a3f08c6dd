import type { Catalogue } from './en.js';

/** French. */
export const fr: Catalogue = {
  'rate.loading': 'Chargement du taux…',
  'rate.unavailable': 'Taux indisponible',
  'otp.title': 'Authentification à deux facteurs',
  'otp.instructions': 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  'otp.digit': 'Chiffre {n} sur 6',
  'login.title': 'Connexion',
  'login.email': 'Adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'nav.logout': 'Se déconnecter',
  'alert.error': 'Erreur',
  'alert.warning': 'Avertissement',
  'dialog.close': 'Fermer',
  'dialog.cancel': 'Annuler',
};
