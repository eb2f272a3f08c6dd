import type { adminCheckHistoryTexts } from '../adminCheckHistory.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-check-history screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminCheckHistoryTexts> = {
  'adminCheckHistory.title': 'Historial de comprobaciones',
  'adminCheckHistory.empty': 'No hay registros de comprobación.',
  'adminCheckHistory.show': 'Mostrar',
  'adminCheckHistory.all': 'Todos los registros',
  'adminCheckHistory.onlyFailed': 'Solo descuadrados',
  'adminCheckHistory.balanced': 'Cuadrado',
  'adminCheckHistory.unbalanced': 'Descuadrado',
  'adminCheckHistory.col.transaction': 'Transacción',
  'adminCheckHistory.col.verdict': 'Comprobación contable',
  'adminCheckHistory.col.company': 'Empresa',
  'adminCheckHistory.col.type': 'Tipo',
  'adminCheckHistory.col.date': 'Fecha',
  'adminCheckHistory.col.postings': 'Asientos',
  'adminCheckHistory.col.currencies': 'Monedas',
};
