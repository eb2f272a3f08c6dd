import type { AreaLocale } from '../areaTexts.js';
import type { notificationsTexts } from '../notifications.js';

/** The notifications screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof notificationsTexts> = {
  'notifications.title': 'Notificaciones',
  'notifications.empty': 'No hay notificaciones.',
  'notifications.loading': 'Cargando notificaciones…',
  'notifications.loadError': 'No se pudieron cargar las notificaciones.',
  'notifications.retry': 'Reintentar',
  'notifications.delete': 'Eliminar',
  'notifications.deleteOne': 'Eliminar «{title}»',
  'notifications.purge': 'Purgar todo',
  'notifications.purgeConfirm': 'Está a punto de purgar todas las notificaciones. ¿Está seguro?',
  'notifications.yes': 'Sí',
  'notifications.no': 'No',
  'notifications.failed': 'No funcionó; inténtelo de nuevo.',
  'notifications.action.fix': 'Solucionar el problema',
  'notifications.action.download': 'Descargar',
  'notifications.action.set-source-of-funds': 'Indicar origen de fondos',
  'notifications.action.upload': 'Subir archivos',
  'notifications.error': 'Problema',
  'notifications.bell': 'Notificaciones',
  'notifications.bellUnread': 'Notificaciones, {count} sin leer',
  'notifications.seeAll': 'Ver todas las notificaciones',
  'notifications.arrived': 'Nueva notificación: {title}',
};
