import type { adminTimelineTexts } from '../adminTimeline.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timeline screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminTimelineTexts> = {
  'adminTimeline.title': 'Cronología',
  'adminTimeline.created': 'Creado',
  'adminTimeline.details': 'Detalles',
  'adminTimeline.loading': 'Cargando…',
  'adminTimeline.notFound': 'Esta entidad no existe.',
  'adminTimeline.failed': 'No se pudo cargar la cronología.',
  'adminTimeline.retry': 'Reintentar',
  'adminTimeline.events': 'Eventos, los más recientes primero',
  'adminTimeline.empty': 'Todavía no ha pasado nada.',
  'adminTimeline.system': 'Sistema',
  'adminTimeline.by': 'por',
  'adminTimeline.kind.note': 'Nota',
  'adminTimeline.kind.created': 'Creado',
  'adminTimeline.kind.sign_in': 'Inicio de sesión',
  'adminTimeline.kind.integrity_check': 'Control de integridad',
  'adminTimeline.kind.api': 'Se requiere acción del administrador',
  'adminTimeline.kind.settled': 'Liquidada',
  'adminTimeline.kind.progress': 'En curso',
  'adminTimeline.kind.denied': 'Denegada',
  'adminTimeline.entityOf': 'Cronología de',
  'adminTimeline.addNote': 'Añadir una nota',
  'adminTimeline.noteLabel': 'Nota',
  'adminTimeline.noteHint': 'Hasta 1000 caracteres. Solo los administradores ven las notas.',
  'adminTimeline.save': 'Añadir nota',
  'adminTimeline.saved': 'Nota añadida.',
  'adminTimeline.required': 'Escriba primero la nota.',
  'adminTimeline.tooLong': 'La nota no puede superar los 1000 caracteres.',
  'adminTimeline.saveFailed':
    'No se pudo añadir la nota. Su texto se conserva; inténtelo de nuevo.',
};
