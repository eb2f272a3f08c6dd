import type { PortalKey } from '../../i18n/portalTexts.js';
import type { RouteDef } from './RouteDef.js';

const a = (
  name: string,
  path: string,
  title: PortalKey,
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
  a(
    'admin.dashboard',
    '',
    'portal.dashboard',
    'admin.dashboard',
    () => import('../../routes/admin/AdminDashboardPage.js'),
  ),
  a(
    'admin.profile',
    'profile',
    'portal.myProfile',
    'admin.dashboard',
    () => import('../../routes/profile/ProfilePage.js'),
  ),
  a('admin.settings', 'settings', 'portal.settings'),
  a(
    'admin.transactions.list',
    'transactions/:mode',
    'portal.transactions',
    'admin.dashboard',
    () => import('../../routes/admin/AdminTransactionsPage.js'),
  ),
  a(
    'admin.transactions.history',
    'transactions/:transaction_id/history',
    'portal.transactionHistory',
  ),
  a('admin.transactions.credit', 'transactions/credit', 'portal.topUp'),
  a(
    'admin.transactions.check-history',
    'transactions/check-history',
    'portal.checkHistory',
    'admin.dashboard',
    () => import('../../routes/admin/AdminCheckHistoryPage.js'),
  ),
  a(
    'admin.timelines',
    'timelines/:entity_class',
    'portal.timelines',
    'admin.dashboard',
    () => import('../../routes/admin/AdminTimelinesPage.js'),
  ),
  a('admin.timelines.entity', 'timelines/:entity_class/:id', 'portal.timeline', 'admin.timelines'),
  a('admin.auth-checkpoints', 'auth-checkpoints', 'portal.authCheckpoints'),
  a('admin.white-label', 'white-label', 'portal.whiteLabel'),
  a(
    'admin.white-label.documents',
    'white-label/documents',
    'portal.documents',
    'admin.white-label',
  ),
  a('admin.kyc-file-archives', 'kyc-file-archives', 'portal.kycFileArchives'),
  a(
    'admin.announcements',
    'announcements',
    'portal.announcements',
    'admin.dashboard',
    () => import('../../routes/admin/AdminAnnouncementsPage.js'),
  ),
  a(
    'admin.announcements.create',
    'announcements/create',
    'portal.newAnnouncement',
    'admin.announcements',
    () => import('../../routes/admin/AdminAnnouncementPage.js'),
  ),
  a(
    'admin.announcements.edit',
    'announcements/:id',
    'portal.announcement',
    'admin.announcements',
    () => import('../../routes/admin/AdminAnnouncementPage.js'),
  ),
  a(
    'admin.activity-logs',
    'activity-logs',
    'portal.activityLogs',
    'admin.dashboard',
    () => import('../../routes/admin/AdminActivityLogsPage.js'),
  ),
  a('admin.bank-accounts.integrity', 'bank-accounts/integrity', 'portal.bankAccountIntegrity'),
  a('admin.system.overview', 'system/:subpage', 'portal.systemOverview'),
  a(
    'admin.users',
    'users',
    'portal.users',
    'admin.dashboard',
    () => import('../../routes/admin/AdminUsersPage.js'),
  ),
  a(
    'admin.users.view',
    'users/:user_id',
    'portal.user',
    'admin.users',
    () => import('../../routes/admin/AdminUserPage.js'),
  ),
  a(
    'admin.users.edit',
    'users/:user_id/edit',
    'portal.editUser',
    'admin.users',
    () => import('../../routes/admin/AdminUserPage.js'),
  ),
  a(
    'admin.company-list',
    'company-list',
    'portal.companies',
    'admin.dashboard',
    () => import('../../routes/admin/AdminCompaniesPage.js'),
  ),
  a('admin.company-profile', 'company-profile/:company_id', 'portal.company', 'admin.company-list'),
  // Not a route of the spec: the review of one tracking's documents (approve, decline).
  a(
    'admin.compliance-review',
    'compliance-trackings/:tracking_id',
    'portal.complianceReview',
    'admin.company-list',
  ),
];
