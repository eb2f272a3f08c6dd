import type { adminKycArchivesTexts } from '../adminKycArchives.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-kyc-archives screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminKycArchivesTexts> = {
  'adminKycArchives.title': 'Archivos KYC',
  'adminKycArchives.generate': 'Generar un archivo',
  'adminKycArchives.dateFrom': 'Subidos desde',
  'adminKycArchives.fieldErrors.date_to':
    'Introduzca una fecha final igual o posterior a la inicial, como máximo un año después.',
  'adminKycArchives.dateTo': 'Subidos hasta',
  'adminKycArchives.submit': 'Generar',
  'adminKycArchives.queued': 'El archivo se está generando.',
  'adminKycArchives.failed': 'No se pudo solicitar el archivo. Inténtelo de nuevo.',
  'adminKycArchives.list': 'Archivos',
  'adminKycArchives.empty': 'Aún no hay archivos.',
  'adminKycArchives.col.id': 'ID',
  'adminKycArchives.col.filename': 'Archivo',
  'adminKycArchives.col.dateFrom': 'Desde',
  'adminKycArchives.col.dateTo': 'Hasta',
  'adminKycArchives.col.status': 'Estado',
  'adminKycArchives.col.files': 'Documentos',
  'adminKycArchives.col.createdAt': 'Creado',
  'adminKycArchives.col.actions': 'Acciones',
  'adminKycArchives.status.queued': 'En cola',
  'adminKycArchives.status.processing': 'Procesando',
  'adminKycArchives.status.done': 'Listo',
  'adminKycArchives.status.error': 'Fallido',
  'adminKycArchives.download': 'Descargar',
  'adminKycArchives.downloadLabel': 'Descargar {name}',
  'adminKycArchives.downloadFailed': 'No se pudo descargar el archivo. Inténtelo de nuevo.',
};
