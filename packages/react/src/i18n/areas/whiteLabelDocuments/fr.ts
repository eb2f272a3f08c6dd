import type { AreaLocale } from '../areaTexts.js';
import type { whiteLabelDocumentsTexts } from '../whiteLabelDocuments.js';

/** The white-label-documents screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof whiteLabelDocumentsTexts> = {
  'whiteLabelDocuments.title': 'Documents',
  'whiteLabelDocuments.intro':
    'Les documents que votre marque blanche remet à ses utilisateurs, et les images d’en-tête de ses relevés et rapports.',
  'whiteLabelDocuments.loading': 'Chargement des documents…',
  'whiteLabelDocuments.empty': 'Cette marque blanche n’a aucun document.',
  'whiteLabelDocuments.loadFailed':
    'Les documents n’ont pas pu être chargés. Ils nécessitent l’authentification à deux facteurs et la fonction marque blanche.',
  'whiteLabelDocuments.failed': 'Les documents n’ont pas pu être enregistrés.',
  'whiteLabelDocuments.save': 'Enregistrer les documents',
  'whiteLabelDocuments.saved': 'Documents enregistrés.',
  'whiteLabelDocuments.fieldTitle': 'Titre',
  'whiteLabelDocuments.fieldContent': 'Texte',
  'whiteLabelDocuments.images': 'Images',
  'whiteLabelDocuments.imageHint': 'PNG, JPEG, GIF, WebP ou ICO, 1 Mo au plus.',
  'whiteLabelDocuments.imageRefused':
    'Ce fichier n’a pas été accepté pour {column} : choisissez une image PNG, JPEG, GIF, WebP ou ICO de 1 Mo au plus.',
  'whiteLabelDocuments.upload': 'Téléverser {column}',
  'whiteLabelDocuments.uploaded': '{column} téléversé.',
  'whiteLabelDocuments.uploadFailed': 'L’image n’a pas pu être téléversée.',
  'whiteLabelDocuments.current': '{column} actuel de {document}',
  'whiteLabelDocuments.type.terms_and_conditions': 'Conditions générales',
  'whiteLabelDocuments.type.privacy_policy': 'Politique de confidentialité',
  'whiteLabelDocuments.type.imprint': 'Mentions légales',
  'whiteLabelDocuments.type.statement': 'Relevés et rapports',
  'whiteLabelDocuments.column.header': 'En-tête',
  'whiteLabelDocuments.column.footer': 'Pied de page',
};
