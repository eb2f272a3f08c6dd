import type { adminUsersTexts } from '../adminUsers.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-users screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminUsersTexts> = {
  'adminUsers.title': 'Usuarios',
  'adminUsers.search': 'Buscar',
  'adminUsers.role': 'Rol',
  'adminUsers.allRoles': 'Todos los roles',
  'adminUsers.email': 'Correo electrónico',
  'adminUsers.name': 'Nombre',
  'adminUsers.company': 'Empresa',
  'adminUsers.twoFactor': 'Doble factor',
  'adminUsers.created': 'Creado',
  'adminUsers.actions': 'Acciones',
  'adminUsers.logInAs': 'Iniciar sesión como',
  'adminUsers.logInAsUser': 'Iniciar sesión como {email}',
  'adminUsers.cannotImpersonate': 'No se puede iniciar sesión como este usuario.',
  'adminUsers.empty': 'No se encontraron usuarios.',
  'adminUsers.yes': 'Sí',
  'adminUsers.no': 'No',
  'adminUsers.role.super-admin': 'Superadministrador',
  'adminUsers.role.admin': 'Administrador',
  'adminUsers.role.manager': 'Gestor',
  'adminUsers.role.manager-reader': 'Gestor (solo lectura)',
};
