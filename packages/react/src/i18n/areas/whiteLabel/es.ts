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
  'whiteLabel.imageRefused':
    'Este archivo no se aceptó para {column}: elija una imagen PNG, JPEG, GIF, WebP o ICO de 1 MB como máximo.',
  'whiteLabel.loadFailed':
    'No se pudo cargar la marca blanca. Requiere autenticación de dos factores y la función de marca blanca.',
  'whiteLabel.failed': 'No se pudo guardar la marca blanca.',
  'whiteLabel.current': '{column} actual',
  'whiteLabel.owners': 'Propietarios de la marca blanca',
  'whiteLabel.ownersNone': 'Esta marca blanca no depende de ninguna otra marca blanca.',
  'whiteLabel.ownersFailed': 'No se pudieron cargar los propietarios.',
  'whiteLabel.affects':
    'Al guardar cambia la imagen de todo el portal {name} para todos sus usuarios, incluida la página de inicio de sesión, desde su próxima visita.',
  'whiteLabel.confirmTitle': '¿Cambiar la imagen de todo el portal?',
  'whiteLabel.confirmChanges': 'Este guardado cambia: {fields}.',
  'whiteLabel.confirmAffects':
    'Todos los usuarios del portal {name} verán el cambio en su próxima visita: en la página de inicio de sesión y en todas las páginas siguientes.',
  'whiteLabel.confirmYes': 'Guardar y cambiar la imagen',
  'whiteLabel.cancel': 'Cancelar',
  'whiteLabel.remove': 'Quitar {column}',
  'whiteLabel.removeTitle': '¿Quitar esta imagen ({column})?',
  'whiteLabel.removeQuestion':
    'La página de inicio de sesión y todas las páginas del portal vuelven a mostrar la imagen predeterminada, para todos los usuarios, desde su próxima visita.',
  'whiteLabel.removeYes': 'Quitar',
  'whiteLabel.removed': '{column} quitado.',
  'whiteLabel.removeFailed': 'No se pudo quitar la imagen. Inténtelo de nuevo.',
};
