import type { AreaLocale } from '../areaTexts.js';
import type { whiteLabelTexts } from '../whiteLabel.js';

/** The white-label screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof whiteLabelTexts> = {
  'whiteLabel.title': 'Marca blanca',
  'whiteLabel.name': 'Nombre',
  'whiteLabel.primary': 'Color principal',
  'whiteLabel.secondary': 'Color secundario',
  'whiteLabel.supportEmail': 'Correo de soporte',
  'whiteLabel.save': 'Guardar',
  'whiteLabel.saved': 'Guardado. El portal mostrará el nuevo tema en la próxima carga.',
  'whiteLabel.preview': 'Vista previa',
  'whiteLabel.previewButton': 'Acción principal',
  'whiteLabel.previewSecondary': 'Secundario',
  'whiteLabel.images': 'Imágenes',
  'whiteLabel.column.logo': 'Logotipo',
  'whiteLabel.column.dark_logo': 'Logotipo oscuro',
  'whiteLabel.column.favicon': 'Favicon',
  'whiteLabel.column.background': 'Fondo',
  'whiteLabel.upload': 'Subir {column}',
  'whiteLabel.uploaded': '{column} subido.',
  'whiteLabel.imageHint': 'PNG, JPEG, GIF, WebP o ICO, 1 MB como máximo.',
  'whiteLabel.loadFailed':
    'No se pudo cargar la marca blanca. Requiere autenticación de dos factores y la función de marca blanca.',
  'whiteLabel.failed': 'No se pudo guardar la marca blanca.',
  'whiteLabel.current': '{column} actual',
  'whiteLabel.owners': 'Propietarios de la marca blanca',
  'whiteLabel.ownersNone': 'Esta marca blanca no depende de ninguna otra marca blanca.',
  'whiteLabel.ownersFailed': 'No se pudieron cargar los propietarios.',
};
