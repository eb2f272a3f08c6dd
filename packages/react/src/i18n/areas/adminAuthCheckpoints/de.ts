import type { adminAuthCheckpointsTexts } from '../adminAuthCheckpoints.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-auth-checkpoints screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminAuthCheckpointsTexts> = {
  'adminAuthCheckpoints.title': 'Anmelde-Checkpoints',
  'adminAuthCheckpoints.col.user': 'Benutzer',
  'adminAuthCheckpoints.col.ip': 'IP-Adresse',
  'adminAuthCheckpoints.col.browser': 'Browser',
  'adminAuthCheckpoints.col.status': 'Status',
  'adminAuthCheckpoints.col.signIns': 'Anmeldungen',
  'adminAuthCheckpoints.col.lastSeen': 'Zuletzt gesehen',
  'adminAuthCheckpoints.col.action': 'Aktion',
  'adminAuthCheckpoints.status.active': 'Aktiv',
  'adminAuthCheckpoints.status.blocked': 'Gesperrt',
  'adminAuthCheckpoints.block': 'Sperren',
  'adminAuthCheckpoints.unblock': 'Entsperren',
  'adminAuthCheckpoints.search': 'Nach IP, Browser oder E-Mail suchen',
  'adminAuthCheckpoints.statusFilter': 'Status',
  'adminAuthCheckpoints.allStatuses': 'Alle Status',
  'adminAuthCheckpoints.empty': 'Keine Anmelde-Checkpoints.',
  'adminAuthCheckpoints.failed':
    'Der Checkpoint konnte nicht geändert werden. Bitte erneut versuchen.',
  'adminAuthCheckpoints.blockedDone': 'Checkpoint gesperrt: Anmeldungen darüber werden abgelehnt.',
  'adminAuthCheckpoints.unblockedDone': 'Checkpoint entsperrt.',
};
