import type { adminCompanyProfileTexts } from '../adminCompanyProfile.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-company-profile screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminCompanyProfileTexts> = {
  'adminCompanyProfile.title': 'Empresa',
  'adminCompanyProfile.notFound': 'No se encontró esta empresa.',
  'adminCompanyProfile.legalType': 'Tipo legal',
  'adminCompanyProfile.status': 'Estado',
  'adminCompanyProfile.statusEnabled': 'Activada',
  'adminCompanyProfile.statusDisabled': 'Desactivada',
  'adminCompanyProfile.edit': 'Editar la empresa',
  'adminCompanyProfile.enabled': 'Empresa activada',
  'adminCompanyProfile.features': 'Funciones',
  'adminCompanyProfile.feature.affiliation': 'Afiliación',
  'adminCompanyProfile.feature.crypto': 'Cripto',
  'adminCompanyProfile.feature.portals': 'Portales',
  'adminCompanyProfile.feature.psp_portal': 'Portal PSP',
  'adminCompanyProfile.feature.create_accounts': 'Crear cuentas',
  'adminCompanyProfile.types': 'Tipos de empresa',
  'adminCompanyProfile.nodeType': 'Tipo de nodo',
  'adminCompanyProfile.save': 'Guardar',
  'adminCompanyProfile.saved': 'La empresa se guardó.',
  'adminCompanyProfile.employees': 'Empleados',
  'adminCompanyProfile.compliances': 'Seguimientos de cumplimiento',
  'adminCompanyProfile.employeeCompliances': 'Cumplimiento de los empleados',
  'adminCompanyProfile.noCompliances': 'No hay seguimientos de cumplimiento.',
  'adminCompanyProfile.col.employee': 'Empleado',
  'adminCompanyProfile.col.name': 'Nombre',
  'adminCompanyProfile.col.email': 'Correo electrónico',
  'adminCompanyProfile.col.role': 'Rol',
};
