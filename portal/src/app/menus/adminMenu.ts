import { isAdministrator } from '@flexportal/core';
import { TIMELINE_ENTITY_CLASSES } from '@flexportal/core/admin';
import type { PortalKey } from '../../i18n/portalTexts.js';
import type { MenuContext, MenuItem } from './MenuItem.js';

const admin = ({ user }: MenuContext) => isAdministrator(user);
const item = (label: PortalKey, route: string, params?: Record<string, string>): MenuItem => ({
  label,
  route,
  ...(params ? { params } : {}),
  show: admin,
});

/** The menu's label of each timeline entity class (AC-3-27). */
const TIMELINE_LABELS: Readonly<Record<(typeof TIMELINE_ENTITY_CLASSES)[number], PortalKey>> = {
  transactions: 'portal.timelinesTransactions',
  users: 'portal.timelinesUsers',
  companies: 'portal.timelinesCompanies',
  'bank-accounts': 'portal.timelinesBankAccounts',
};

/** The menu's label of each system overview subpage (AC-2admin-16), the spec's order. */
const SYSTEM_LABELS: Readonly<Record<string, PortalKey>> = {
  rabbitmq: 'portal.systemQueue',
  cpu: 'portal.systemCpu',
  hdd: 'portal.systemDisk',
  crm_queue_upsert: 'portal.systemCrmUpsert',
  crm_queue_tags: 'portal.systemCrmTags',
};

/** The administrator side menu (AC-2menus-04). */
export const ADMIN_MENU: readonly MenuItem[] = [
  item('portal.dashboard', 'admin.dashboard'),
  item('portal.whiteLabel', 'admin.white-label'),
  item('portal.whiteLabelDocuments', 'admin.white-label.documents'),
  item('portal.users', 'admin.users'),
  item('portal.companies', 'admin.company-list'),
  item('portal.settings', 'admin.settings'),
  item('portal.authCheckpoints', 'admin.auth-checkpoints'),
  item('portal.kycFileArchives', 'admin.kyc-file-archives'),
  item('portal.announcements', 'admin.announcements'),
  item('portal.activityLogs', 'admin.activity-logs'),
  item('portal.topUp', 'admin.transactions.credit'),
  item('portal.bankAccountIntegrity', 'admin.bank-accounts.integrity'),
  item('portal.adminActionRequired', 'admin.transactions.list', { mode: 'api' }),
  item('portal.settledTransactions', 'admin.transactions.list', { mode: 'settled' }),
  item('portal.transactionsInProgress', 'admin.transactions.list', { mode: 'progress' }),
  item('portal.deniedTransactions', 'admin.transactions.list', { mode: 'denied' }),
  item('portal.checkHistory', 'admin.transactions.check-history'),
  ...TIMELINE_ENTITY_CLASSES.map((entity_class) =>
    item(TIMELINE_LABELS[entity_class], 'admin.timelines', { entity_class }),
  ),
  ...Object.entries(SYSTEM_LABELS).map(([subpage, label]) =>
    item(label, 'admin.system.overview', { subpage }),
  ),
  item('portal.myProfile', 'admin.profile'),
];
