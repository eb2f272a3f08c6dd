import type { adminUsersTexts } from '../adminUsers.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-users screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminUsersTexts> = {
  'adminUsers.title': 'Benutzer',
  'adminUsers.search': 'Suche',
  'adminUsers.role': 'Rolle',
  'adminUsers.allRoles': 'Alle Rollen',
  'adminUsers.email': 'E-Mail',
  'adminUsers.name': 'Name',
  'adminUsers.company': 'Firma',
  'adminUsers.twoFactor': 'Zwei-Faktor',
  'adminUsers.created': 'Erstellt',
  'adminUsers.actions': 'Aktionen',
  'adminUsers.logInAs': 'Anmelden als',
  'adminUsers.logInAsUser': 'Anmelden als {email}',
  'adminUsers.cannotImpersonate': 'Als dieser Benutzer kann man sich nicht anmelden.',
  'adminUsers.empty': 'Keine Benutzer gefunden.',
  'adminUsers.yes': 'Ja',
  'adminUsers.no': 'Nein',
  'adminUsers.role.super-admin': 'Super-Admin',
  'adminUsers.role.admin': 'Admin',
  'adminUsers.role.manager': 'Manager',
  'adminUsers.role.manager-reader': 'Manager (nur lesen)',
};
