import type { AreaLocale } from '../areaTexts.js';
import type { whiteLabelDocumentsTexts } from '../whiteLabelDocuments.js';

/** The white-label-documents screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof whiteLabelDocumentsTexts> = {
  'whiteLabelDocuments.title': 'Documentos',
  'whiteLabelDocuments.intro':
    'Los documentos que su marca blanca entrega a sus usuarios y las imágenes de membrete de sus extractos e informes.',
  'whiteLabelDocuments.loading': 'Cargando los documentos…',
  'whiteLabelDocuments.empty': 'Esta marca blanca no tiene documentos.',
  'whiteLabelDocuments.loadFailed':
    'No se pudieron cargar los documentos. Requieren autenticación de dos factores y la función de marca blanca.',
  'whiteLabelDocuments.failed': 'No se pudieron guardar los documentos.',
  'whiteLabelDocuments.save': 'Guardar documentos',
  'whiteLabelDocuments.saved': 'Documentos guardados.',
  'whiteLabelDocuments.fieldTitle': 'Título',
  'whiteLabelDocuments.fieldContent': 'Texto',
  'whiteLabelDocuments.images': 'Imágenes',
  'whiteLabelDocuments.imageHint': 'PNG, JPEG, GIF, WebP o ICO, como máximo 1 MB.',
  'whiteLabelDocuments.imageRefused':
    'Este archivo no se aceptó para {column}: elija una imagen PNG, JPEG, GIF, WebP o ICO de 1 MB como máximo.',
  'whiteLabelDocuments.upload': 'Subir {column}',
  'whiteLabelDocuments.uploaded': '{column} subido.',
  'whiteLabelDocuments.uploadFailed': 'No se pudo subir la imagen.',
  'whiteLabelDocuments.current': '{column} actual de {document}',
  'whiteLabelDocuments.type.terms_and_conditions': 'Términos y condiciones',
  'whiteLabelDocuments.type.privacy_policy': 'Política de privacidad',
  'whiteLabelDocuments.type.imprint': 'Aviso legal',
  'whiteLabelDocuments.type.statement': 'Extractos e informes',
  'whiteLabelDocuments.column.header': 'Encabezado',
  'whiteLabelDocuments.column.footer': 'Pie de página',
};
