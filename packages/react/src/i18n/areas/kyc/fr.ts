import type { AreaLocale } from '../areaTexts.js';
import type { kycTexts } from '../kyc.js';

/** The kyc screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof kycTexts> = {
  'kyc.title': 'Vérification',
  'kyc.intro':
    'Avant de pouvoir utiliser le portail, nous avons besoin de quelques documents et informations. Cela ne prend que quelques minutes.',
  'kyc.loading': 'Chargement de votre vérification…',
  'kyc.loadError': "Votre vérification n'a pas pu être chargée.",
  'kyc.retry': 'Réessayer',
  'kyc.nothing': 'Il ne reste rien à vérifier. Vous pouvez accéder au portail.',
  'kyc.steps': 'Étapes de la vérification',
  'kyc.stage.files': 'Documents',
  'kyc.stage.form': 'Formulaire',
  'kyc.stage.video': 'Appel vidéo',
  'kyc.stage.final': 'Examen',
  'kyc.stepDone': '{stage} : terminé',
  'kyc.stepCurrent': '{stage} : étape en cours',
  'kyc.files.progress': '{done} sur {total} remis',
  'kyc.files.hint': 'PDF, PNG ou JPEG, 1 Mo maximum chacun.',
  'kyc.file.choose': 'Choisir un fichier pour {name}',
  'kyc.file.uploading': 'Envoi de {name} : {percent} %',
  'kyc.file.uploaded': 'Envoyé : {file}',
  'kyc.file.replace': 'Remplacer le fichier',
  'kyc.file.declined': 'Refusé : {reason}',
  'kyc.file.declinedHint': 'Envoyez à nouveau le document.',
  'kyc.file.verified': 'Vérifié',
  'kyc.file.submitted': 'Remis',
  'kyc.file.missing': 'Manquant',
  'kyc.problem.empty': 'Le fichier est vide.',
  'kyc.problem.too-large': 'Le fichier ne doit pas dépasser 1 Mo.',
  'kyc.problem.wrong-type': 'Envoyez un document PDF, PNG ou JPEG.',
  'kyc.problem.name-mismatch': 'Le nom du fichier ne correspond pas à son contenu.',
  'kyc.problem.failed': "L'envoi a échoué. Réessayez.",
  'kyc.sign.label': 'Votre nom complet comme signature',
  'kyc.sign.hint': 'En signant, vous confirmez la déclaration.',
  'kyc.sign.submit': 'Signer',
  'kyc.sign.signed': 'Signé',
  'kyc.sign.required': 'Saisissez votre nom complet pour signer.',
  'kyc.step.formText':
    'Remplissez le formulaire de vérification. Il s’ouvre dans un nouvel onglet ; revenez ici après l’avoir envoyé.',
  'kyc.step.videoText':
    'Rejoignez l’appel vidéo de vérification. Il s’ouvre dans un nouvel onglet ; revenez ici une fois terminé.',
  'kyc.step.openForm': 'Ouvrir le formulaire de vérification',
  'kyc.step.openVideo': 'Démarrer la vérification vidéo',
  'kyc.step.openFailed': "La page de vérification n'a pas pu être ouverte. Réessayez.",
  'kyc.step.check': "J'ai terminé : vérifier à nouveau",
  'kyc.final.submitted':
    'Merci. Vos documents sont en cours d’examen ; cette page avancera d’elle-même une fois approuvés.',
  'kyc.final.verified': 'Votre vérification est terminée.',
  'kyc.status': 'Statut : {status}',
};
