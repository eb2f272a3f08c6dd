import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminUsers.title': 'Users',
  'adminUsers.search': 'Search',
  'adminUsers.role': 'Role',
  'adminUsers.allRoles': 'All roles',
  'adminUsers.email': 'E-mail',
  'adminUsers.name': 'Name',
  'adminUsers.company': 'Company',
  'adminUsers.twoFactor': 'Two-factor',
  'adminUsers.created': 'Created',
  'adminUsers.actions': 'Actions',
  'adminUsers.logInAs': 'Log in as',
  'adminUsers.logInAsUser': 'Log in as {email}',
  'adminUsers.cannotImpersonate': 'This user cannot be impersonated.',
  'adminUsers.empty': 'No users found.',
  'adminUsers.yes': 'Yes',
  'adminUsers.no': 'No',
  'adminUsers.role.super-admin': 'Super admin',
  'adminUsers.role.admin': 'Admin',
  'adminUsers.role.manager': 'Manager',
  'adminUsers.role.manager-reader': 'Manager (read-only)',
} as const;

/**
 * Texts of the admin-users screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminUsersTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminUsers/de.js').then((m) => m.de),
  es: () => import('./adminUsers/es.js').then((m) => m.es),
  fr: () => import('./adminUsers/fr.js').then((m) => m.fr),
  ja: () => import('./adminUsers/ja.js').then((m) => m.ja),
});
