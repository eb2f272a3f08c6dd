import type { AreaLocale } from './areas/areaTexts.js';
import type { sharedTexts } from './en.js';

/** French. */
export const fr: AreaLocale<typeof sharedTexts> = {
  'rate.loading': 'Chargement du taux…',
  'rate.unavailable': 'Taux indisponible',
  'otp.title': 'Authentification à deux facteurs',
  'otp.instructions': 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  'otp.digit': 'Chiffre {n} sur 6',
  'otp.instructionsEmail':
    'Nous vous avons envoyé un code à 6 chiffres par e-mail. Consultez votre boîte de réception et saisissez-le ici.',
  'otp.approves': 'Vous approuvez',
  'login.title': 'Connexion',
  'login.email': 'Adresse e-mail',
  'login.password': 'Mot de passe',
  'login.submit': 'Se connecter',
  'nav.logout': 'Se déconnecter',
  'alert.error': 'Erreur',
  'alert.warning': 'Avertissement',
  'dialog.close': 'Fermer',
  'dialog.cancel': 'Annuler',
  'common.loading': 'Chargement…',
  'common.choose': 'Choisir…',
  'field.amountUnreadable': 'Écrivez-le comme 1 234,56.',
  'duplicate.title': 'Doublon possible',
  'duplicate.text':
    'Un paiement avec le même compte, le même montant et le même bénéficiaire vient d’être envoyé. Envoyer également celui-ci ?',
  'duplicate.confirm': 'Envoyer quand même',
  'error.serverError': 'Erreur du serveur, veuillez réessayer plus tard',
  'error.serverErrorButton': 'OK, compris !',
  'error.maintenance': 'Mode maintenance',
  'error.remotePortal': 'Le portail distant est indisponible. Veuillez réessayer plus tard',
  'error.unauthorized': 'Non autorisé',
  'error.unexpected': 'Une erreur inattendue s’est produite. Veuillez réessayer plus tard',
  'error.unknown': 'Erreur inconnue',
  'error.codeAccepted': 'Code accepté. Vérification en cours…',
  'error.codeNoAnswer':
    'Le serveur n’a pas répondu à temps. Saisissez à nouveau le code pour réessayer.',
  'error.itemsIdArray': "Format de requête invalide. 'id' doit être un tableau.",
  'error.chunkFailed': 'Échec du chargement du module',
  'session.warning': 'Votre session va bientôt expirer',
  'session.stay': 'Rester connecté',
};
