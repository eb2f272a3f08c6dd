import type { adminTimelinesTexts } from '../adminTimelines.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timelines screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminTimelinesTexts> = {
  'adminTimelines.title': 'Cronologías',
  'adminTimelines.class.transactions': 'Transacciones',
  'adminTimelines.class.users': 'Usuarios',
  'adminTimelines.class.companies': 'Empresas',
  'adminTimelines.class.bank-accounts': 'Cuentas bancarias',
  'adminTimelines.col.id': 'ID',
  'adminTimelines.col.name': 'Nombre',
  'adminTimelines.col.created': 'Creado',
  'adminTimelines.empty': 'No hay entidades en esta clase.',
  'adminTimelines.unknownClass': 'No hay cronología para este tipo de entidad.',
};
