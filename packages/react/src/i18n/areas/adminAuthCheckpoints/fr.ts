import type { adminAuthCheckpointsTexts } from '../adminAuthCheckpoints.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-auth-checkpoints screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminAuthCheckpointsTexts> = {
  'adminAuthCheckpoints.title': 'Points de contrôle de connexion',
  'adminAuthCheckpoints.col.user': 'Utilisateur',
  'adminAuthCheckpoints.col.ip': 'Adresse IP',
  'adminAuthCheckpoints.col.browser': 'Navigateur',
  'adminAuthCheckpoints.col.status': 'Statut',
  'adminAuthCheckpoints.col.signIns': 'Connexions',
  'adminAuthCheckpoints.col.lastSeen': 'Vu pour la dernière fois',
  'adminAuthCheckpoints.col.action': 'Action',
  'adminAuthCheckpoints.status.active': 'Actif',
  'adminAuthCheckpoints.status.blocked': 'Bloqué',
  'adminAuthCheckpoints.block': 'Bloquer',
  'adminAuthCheckpoints.unblock': 'Débloquer',
  'adminAuthCheckpoints.search': 'Rechercher par IP, navigateur ou e-mail',
  'adminAuthCheckpoints.statusFilter': 'Statut',
  'adminAuthCheckpoints.allStatuses': 'Tous les statuts',
  'adminAuthCheckpoints.empty': 'Aucun point de contrôle de connexion.',
  'adminAuthCheckpoints.failed': "Le point de contrôle n'a pas pu être modifié. Réessayez.",
  'adminAuthCheckpoints.blockedDone':
    'Point de contrôle bloqué : les connexions depuis celui-ci sont refusées.',
  'adminAuthCheckpoints.unblockedDone': 'Point de contrôle débloqué.',
};
