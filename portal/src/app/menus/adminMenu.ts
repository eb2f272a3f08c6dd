import { isAdministrator } from '@flexportal/core';
import type { MenuContext, MenuItem } from './MenuItem.js';

const admin = ({ user }: MenuContext) => isAdministrator(user);
const item = (label: string, route: string, params?: Record<string, string>): MenuItem => ({
  label,
  route,
  ...(params ? { params } : {}),
  show: admin,
});

/** The administrator side menu (AC-2menus-04). */
export const ADMIN_MENU: readonly MenuItem[] = [
  item('Dashboard', 'admin.dashboard'),
  item('White label', 'admin.white-label'),
  item('White label documents', 'admin.white-label.documents'),
  item('Users', 'admin.users'),
  item('Companies', 'admin.company-list'),
  item('Settings', 'admin.settings'),
  item('Auth checkpoints', 'admin.auth-checkpoints'),
  item('KYC file archives', 'admin.kyc-file-archives'),
  item('Announcements', 'admin.announcements'),
  item('Activity logs', 'admin.activity-logs'),
  item('Top-up', 'admin.transactions.credit'),
  item('Bank account integrity', 'admin.bank-accounts.integrity'),
  item('Admin Action Required', 'admin.transactions.list', { mode: 'api' }),
  item('Settled transactions', 'admin.transactions.list', { mode: 'settled' }),
  item('Transactions in progress', 'admin.transactions.list', { mode: 'progress' }),
  item('Denied transactions', 'admin.transactions.list', { mode: 'denied' }),
  item('Check history', 'admin.transactions.check-history'),
  ...['rabbitmq', 'cpu', 'hdd', 'crm_queue_upsert', 'crm_queue_tags'].map((subpage) => ({
    ...item('System overview', 'admin.system.overview', { subpage }),
    suffix: subpage,
  })),
  item('My Profile', 'admin.profile'),
];
