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
};
