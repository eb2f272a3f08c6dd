import type { adminCompaniesTexts } from '../adminCompanies.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-companies screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminCompaniesTexts> = {
  'adminCompanies.title': 'Empresas',
  'adminCompanies.col.name': 'Nombre',
  'adminCompanies.col.status': 'Estado',
  'adminCompanies.col.legalType': 'Tipo legal',
  'adminCompanies.col.types': 'Tipos de empresa',
  'adminCompanies.col.nodeType': 'Tipo de nodo',
  'adminCompanies.quickEdit': 'Edición rápida',
  'adminCompanies.quickEditFor': 'Edición rápida de {name}',
  'adminCompanies.enabled': 'Activada',
  'adminCompanies.disabled': 'Desactivada',
};
