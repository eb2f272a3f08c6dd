import type { AreaLocale } from '../areaTexts.js';
import type { whiteLabelTexts } from '../whiteLabel.js';

/** The white-label screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof whiteLabelTexts> = {
  'whiteLabel.title': 'Marque blanche',
  'whiteLabel.name': 'Nom',
  'whiteLabel.primary': 'Couleur principale',
  'whiteLabel.secondary': 'Couleur secondaire',
  'whiteLabel.supportEmail': 'E-mail du support',
  'whiteLabel.save': 'Enregistrer',
  'whiteLabel.saved': 'Enregistré. Le portail affichera le nouveau thème au prochain chargement.',
  'whiteLabel.preview': 'Aperçu',
  'whiteLabel.previewButton': 'Action principale',
  'whiteLabel.previewSecondary': 'Secondaire',
  'whiteLabel.images': 'Images',
  'whiteLabel.column.logo': 'Logo',
  'whiteLabel.column.dark_logo': 'Logo sombre',
  'whiteLabel.column.favicon': 'Favicon',
  'whiteLabel.column.background': 'Arrière-plan',
  'whiteLabel.upload': 'Téléverser {column}',
  'whiteLabel.uploaded': '{column} téléversé.',
  'whiteLabel.imageHint': 'PNG, JPEG, GIF, WebP ou ICO, 1 Mo au maximum.',
  'whiteLabel.imageRefused':
    'Ce fichier n’a pas été accepté pour {column} : choisissez une image PNG, JPEG, GIF, WebP ou ICO de 1 Mo au plus.',
  'whiteLabel.loadFailed':
    'La marque blanche n’a pas pu être chargée. Elle nécessite l’authentification à deux facteurs et la fonction marque blanche.',
  'whiteLabel.failed': 'La marque blanche n’a pas pu être enregistrée.',
  'whiteLabel.current': '{column} actuel',
  'whiteLabel.owners': 'Propriétaires de la marque blanche',
  'whiteLabel.ownersNone': 'Cette marque blanche ne relève d’aucune autre marque blanche.',
  'whiteLabel.ownersFailed': 'Les propriétaires n’ont pas pu être chargés.',
  'whiteLabel.affects':
    'L’enregistrement change l’apparence de tout le portail {name} pour tous ses utilisateurs, page de connexion comprise, dès leur prochaine visite.',
  'whiteLabel.confirmTitle': 'Changer l’apparence de tout le portail ?',
  'whiteLabel.confirmChanges': 'Cet enregistrement modifie : {fields}.',
  'whiteLabel.confirmAffects':
    'Chaque utilisateur du portail {name} verra le changement à sa prochaine visite : sur la page de connexion et sur toutes les pages suivantes.',
  'whiteLabel.confirmYes': 'Enregistrer et changer l’apparence',
  'whiteLabel.cancel': 'Annuler',
  'whiteLabel.remove': 'Supprimer {column}',
  'whiteLabel.removeTitle': 'Supprimer cette image ({column}) ?',
  'whiteLabel.removeQuestion':
    'La page de connexion et toutes les pages du portail affichent de nouveau l’image par défaut, pour tous les utilisateurs, dès leur prochaine visite.',
  'whiteLabel.removeYes': 'Supprimer',
  'whiteLabel.removed': '{column} supprimé.',
  'whiteLabel.removeFailed': 'L’image n’a pas pu être supprimée. Réessayez.',
};
