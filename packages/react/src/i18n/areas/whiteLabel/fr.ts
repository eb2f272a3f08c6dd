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
  'whiteLabel.loadFailed':
    'La marque blanche n’a pas pu être chargée. Elle nécessite l’authentification à deux facteurs et la fonction marque blanche.',
  'whiteLabel.failed': 'La marque blanche n’a pas pu être enregistrée.',
  'whiteLabel.current': '{column} actuel',
  'whiteLabel.owners': 'Propriétaires de la marque blanche',
  'whiteLabel.ownersNone': 'Cette marque blanche ne relève d’aucune autre marque blanche.',
  'whiteLabel.ownersFailed': 'Les propriétaires n’ont pas pu être chargés.',
};
