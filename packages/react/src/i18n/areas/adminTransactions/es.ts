import type { adminTransactionsTexts } from '../adminTransactions.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transactions screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminTransactionsTexts> = {
  'adminTransactions.title': 'Transacciones',
  'adminTransactions.title.api': 'Acción del administrador requerida',
  'adminTransactions.col.company': 'Empresa',
  'adminTransactions.col.choose': 'Elegir',
  'adminTransactions.col.action': 'Acción',
  'adminTransactions.choose': 'Elegir {name}',
  'adminTransactions.approve': 'Aprobar',
  'adminTransactions.approveOne': 'Aprobar {name}',
  'adminTransactions.approveChosen': 'Aprobar elegidas ({n})',
  'adminTransactions.choosePage': 'Elegir todas en esta página',
  'adminTransactions.clear': 'Borrar selección',
  'adminTransactions.approved': 'Pagos aprobados: {n}.',
  'adminTransactions.refused': 'No enviadas, su empresa no es un nodo raíz: {ids}.',
  'adminTransactions.failed': 'La aprobación falló. Inténtelo de nuevo.',
  'adminTransactions.notRoot': 'No es un nodo raíz',
  'adminTransactions.decline': 'Rechazar',
  'adminTransactions.declineOne': 'Rechazar {name}',
  'adminTransactions.declineChosen': 'Rechazar elegidas ({n})',
  'adminTransactions.declined': 'Pagos rechazados: {n}.',
  'adminTransactions.declineFailed': 'El rechazo falló. Inténtelo de nuevo.',
  'adminTransactions.approveTitle': 'Aprobar pagos por API',
  'adminTransactions.approveText': 'Los pagos aprobados se envían para su pago.',
  'adminTransactions.confirmApprove': 'Aprobar pagos',
  'adminTransactions.declineTitle': 'Rechazar pagos por API',
  'adminTransactions.declineText':
    'Los pagos rechazados se deniegan y su dinero vuelve a la cuenta. El motivo queda en el historial de cada pago.',
  'adminTransactions.confirmDecline': 'Rechazar pagos',
  'adminTransactions.summary': 'Pagos: {n}. Total: {total}.',
  'adminTransactions.reason': 'Motivo',
  'adminTransactions.reasonRequired': 'Indique el motivo del rechazo.',
  'adminTransactions.reasonTooLong': 'El motivo puede tener como máximo {max} caracteres.',
};
