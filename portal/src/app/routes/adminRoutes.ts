import type { RouteDef } from './RouteDef.js';

const a = (
  name: string,
  path: string,
  title: string,
  parent = 'admin.dashboard',
  screen?: RouteDef['screen'],
): RouteDef => ({
  name,
  path: path ? `/admin/${path}` : '/admin',
  title,
  area: 'admin',
  ...(name === 'admin.dashboard' ? {} : { parent }),
  ...(screen ? { screen } : {}),
});

/** Administrator area, all under /admin (AC-2admin). */
export const adminRoutes: readonly RouteDef[] = [
  a('admin.dashboard', '', 'Dashboard'),
  a(
    'admin.profile',
    'profile',
    'My Profile',
    'admin.dashboard',
    () => import('../../routes/profile/ProfilePage.js'),
  ),
  a('admin.settings', 'settings', 'Settings'),
  a('admin.transactions.list', 'transactions/:mode', 'Transactions'),
  a('admin.transactions.history', 'transactions/:transaction_id/history', 'Transaction history'),
  a('admin.transactions.credit', 'transactions/credit', 'Top-up'),
  a('admin.transactions.check-history', 'transactions/check-history', 'Check history'),
  a('admin.timelines', 'timelines/:entity_class', 'Timelines'),
  a('admin.timelines.entity', 'timelines/:entity_class/:id', 'Timeline', 'admin.timelines'),
  a('admin.auth-checkpoints', 'auth-checkpoints', 'Auth checkpoints'),
  a('admin.white-label', 'white-label', 'White label'),
  a('admin.white-label.documents', 'white-label/documents', 'Documents', 'admin.white-label'),
  a('admin.kyc-file-archives', 'kyc-file-archives', 'KYC file archives'),
  a('admin.announcements', 'announcements', 'Announcements'),
  a(
    'admin.announcements.create',
    'announcements/create',
    'New announcement',
    'admin.announcements',
  ),
  a('admin.announcements.edit', 'announcements/:id', 'Announcement', 'admin.announcements'),
  a('admin.activity-logs', 'activity-logs', 'Activity logs'),
  a('admin.bank-accounts.integrity', 'bank-accounts/integrity', 'Bank account integrity'),
  a('admin.system.overview', 'system/:subpage', 'System overview'),
  a(
    'admin.users',
    'users',
    'Users',
    'admin.dashboard',
    () => import('../../routes/admin/UsersPage.js'),
  ),
  a('admin.users.view', 'users/:user_id', 'User', 'admin.users'),
  a('admin.users.edit', 'users/:user_id/edit', 'Edit user', 'admin.users'),
  a('admin.company-list', 'company-list', 'Companies'),
  a('admin.company-profile', 'company-profile/:company_id', 'Company', 'admin.company-list'),
];
