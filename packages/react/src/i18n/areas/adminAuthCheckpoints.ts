import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminAuthCheckpoints.title': 'Auth checkpoints',
  'adminAuthCheckpoints.col.user': 'User',
  'adminAuthCheckpoints.col.ip': 'IP address',
  'adminAuthCheckpoints.col.browser': 'Browser',
  'adminAuthCheckpoints.col.status': 'Status',
  'adminAuthCheckpoints.col.signIns': 'Sign-ins',
  'adminAuthCheckpoints.col.lastSeen': 'Last seen',
  'adminAuthCheckpoints.col.action': 'Action',
  'adminAuthCheckpoints.status.active': 'Active',
  'adminAuthCheckpoints.status.blocked': 'Blocked',
  'adminAuthCheckpoints.block': 'Block',
  'adminAuthCheckpoints.unblock': 'Unblock',
  'adminAuthCheckpoints.search': 'Search by IP, browser or e-mail',
  'adminAuthCheckpoints.statusFilter': 'Status',
  'adminAuthCheckpoints.allStatuses': 'All statuses',
  'adminAuthCheckpoints.empty': 'No sign-in checkpoints.',
  'adminAuthCheckpoints.failed': 'The checkpoint could not be changed. Try again.',
  'adminAuthCheckpoints.blockedDone': 'Checkpoint blocked: sign-ins from it are refused.',
  'adminAuthCheckpoints.unblockedDone': 'Checkpoint unblocked.',
} as const;

/**
 * Texts of the admin-auth-checkpoints screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminAuthCheckpointsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminAuthCheckpoints/de.js').then((m) => m.de),
  es: () => import('./adminAuthCheckpoints/es.js').then((m) => m.es),
  fr: () => import('./adminAuthCheckpoints/fr.js').then((m) => m.fr),
  ja: () => import('./adminAuthCheckpoints/ja.js').then((m) => m.ja),
});
