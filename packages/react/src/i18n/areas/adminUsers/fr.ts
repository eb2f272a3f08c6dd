import type { adminUsersTexts } from '../adminUsers.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-users screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminUsersTexts> = {
  'adminUsers.title': 'Utilisateurs',
  'adminUsers.search': 'Rechercher',
  'adminUsers.role': 'Rôle',
  'adminUsers.allRoles': 'Tous les rôles',
  'adminUsers.email': 'E-mail',
  'adminUsers.name': 'Nom',
  'adminUsers.company': 'Société',
  'adminUsers.twoFactor': 'Double authentification',
  'adminUsers.created': 'Créé',
  'adminUsers.actions': 'Actions',
  'adminUsers.logInAs': 'Se connecter en tant que',
  'adminUsers.logInAsUser': 'Se connecter en tant que {email}',
  'adminUsers.cannotImpersonate': 'Impossible de se connecter en tant que cet utilisateur.',
  'adminUsers.empty': 'Aucun utilisateur trouvé.',
  'adminUsers.yes': 'Oui',
  'adminUsers.no': 'Non',
  'adminUsers.role.super-admin': 'Super administrateur',
  'adminUsers.role.admin': 'Administrateur',
  'adminUsers.role.manager': 'Gestionnaire',
  'adminUsers.role.manager-reader': 'Gestionnaire (lecture seule)',
};
