import type { activityLogsTexts } from '../activityLogs.js';
import type { AreaLocale } from '../areaTexts.js';

/** The activity-logs screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof activityLogsTexts> = {
  'activityLogs.title': 'Registros de actividad',
  'activityLogs.col.time': 'Hora',
  'activityLogs.col.event': 'Evento',
  'activityLogs.col.description': 'Descripción',
  'activityLogs.col.transaction': 'Transacción',
  'activityLogs.col.company': 'Empresa',
  'activityLogs.col.user': 'Usuario',
  'activityLogs.event': 'Evento',
  'activityLogs.allEvents': 'Todos los eventos',
  'activityLogs.event.api': 'Se requiere acción del administrador',
  'activityLogs.event.settled': 'Liquidada',
  'activityLogs.event.progress': 'En curso',
  'activityLogs.event.denied': 'Denegada',
  'activityLogs.fromDate': 'Desde',
  'activityLogs.toDate': 'Hasta',
  'activityLogs.transactionId': 'ID de transacción',
  'activityLogs.companyId': 'ID de empresa',
  'activityLogs.userId': 'ID de usuario',
  'activityLogs.system': 'Sistema',
  'activityLogs.empty': 'Ninguna actividad coincide con estos filtros.',
  'activityLogs.report': 'Descargar informe CSV',
  'activityLogs.reportFailed': 'No se pudo descargar el informe. Inténtelo de nuevo.',
  'activityLogs.reportDone': 'Informe descargado.',
};
