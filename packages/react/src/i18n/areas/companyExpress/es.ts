import type { AreaLocale } from '../areaTexts.js';
import type { companyExpressTexts } from '../companyExpress.js';

/** The express data entry modal's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof companyExpressTexts> = {
  'companyExpress.title': 'Datos de la empresa',
  'companyExpress.name': 'Nombre de la empresa',
  'companyExpress.legalType': 'Tipo jurídico',
  'companyExpress.legal.company': 'Empresa',
  'companyExpress.legal.individual': 'Particular',
  'companyExpress.save': 'Guardar',
  'companyExpress.nameRefused': 'Introduzca el nombre de la empresa, como máximo 200 caracteres.',
  'companyExpress.legalTypeRefused': 'Elija empresa o particular.',
  'companyExpress.failed': 'No se pudieron guardar los datos de la empresa. Inténtelo de nuevo.',
  'companyExpress.loadFailed': 'No se pudo cargar esta empresa.',
};
