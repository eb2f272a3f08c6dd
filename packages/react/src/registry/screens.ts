import { accountsElement } from '../widgets/accounts/accounts.element.js';
import { activityLogsElement } from '../widgets/admin/activity-logs/activityLogs.element.js';
import { adminAnnouncementElement } from '../widgets/admin/admin-announcement/adminAnnouncement.element.js';
import { adminAnnouncementsElement } from '../widgets/admin/admin-announcements/adminAnnouncements.element.js';
import { adminAuthCheckpointsElement } from '../widgets/admin/admin-auth-checkpoints/adminAuthCheckpoints.element.js';
import { adminCheckHistoryElement } from '../widgets/admin/admin-check-history/adminCheckHistory.element.js';
import { adminCompaniesElement } from '../widgets/admin/admin-companies/adminCompanies.element.js';
import { adminCompanyProfileElement } from '../widgets/admin/admin-company-profile/adminCompanyProfile.element.js';
import { adminComplianceReviewElement } from '../widgets/admin/admin-compliance-review/adminComplianceReview.element.js';
import { adminCreditElement } from '../widgets/admin/admin-credit/adminCredit.element.js';
import { adminDashboardElement } from '../widgets/admin/admin-dashboard/adminDashboard.element.js';
import { adminIntegrityElement } from '../widgets/admin/admin-integrity/adminIntegrity.element.js';
import { adminKycArchivesElement } from '../widgets/admin/admin-kyc-archives/adminKycArchives.element.js';
import { adminSettingsElement } from '../widgets/admin/admin-settings/adminSettings.element.js';
import { adminSystemElement } from '../widgets/admin/admin-system/adminSystem.element.js';
import { adminTimelineElement } from '../widgets/admin/admin-timeline/adminTimeline.element.js';
import { adminTimelinesElement } from '../widgets/admin/admin-timelines/adminTimelines.element.js';
import { adminTransactionHistoryElement } from '../widgets/admin/admin-transaction-history/adminTransactionHistory.element.js';
import { adminTransactionsElement } from '../widgets/admin/admin-transactions/adminTransactions.element.js';
import { adminUserElement } from '../widgets/admin/admin-user/adminUser.element.js';
import { adminUsersElement } from '../widgets/admin/admin-users/adminUsers.element.js';
import { beneficiariesElement } from '../widgets/beneficiaries/beneficiaries.element.js';
import { beneficiaryFormElement } from '../widgets/beneficiaries/beneficiaryForm.element.js';
import { productPurchaseElement } from '../widgets/company/product-purchase/productPurchase.element.js';
import { productsElement } from '../widgets/company/products/products.element.js';
import { reportsElement } from '../widgets/company/reports/reports.element.js';
import { sendFundsAffiliateElement } from '../widgets/company/send-funds-affiliate/sendFundsAffiliate.element.js';
import { whiteLabelElement } from '../widgets/company/white-label/whiteLabel.element.js';
import { whiteLabelDocumentsElement } from '../widgets/company/white-label-documents/whiteLabelDocuments.element.js';
import { complianceTrackingsElement } from '../widgets/compliance/compliance-trackings/complianceTrackings.element.js';
import { kycElement } from '../widgets/compliance/kyc/kyc.element.js';
import { cryptoBuyElement } from '../widgets/crypto/crypto-buy/cryptoBuy.element.js';
import { cryptoReceiveElement } from '../widgets/crypto/crypto-receive/cryptoReceive.element.js';
import { cryptoSellElement } from '../widgets/crypto/crypto-sell/cryptoSell.element.js';
import { cryptoWalletsElement } from '../widgets/crypto/crypto-wallets/cryptoWallets.element.js';
import { cryptoWithdrawElement } from '../widgets/crypto/crypto-withdraw/cryptoWithdraw.element.js';
import { dashboardElement } from '../widgets/dashboard/dashboard.element.js';
import { importOverviewElement } from '../widgets/imports/import-overview/importOverview.element.js';
import { importsElement } from '../widgets/imports/imports/imports.element.js';
import { convertElement } from '../widgets/payments/convert/convert.element.js';
import { exchangeElement } from '../widgets/payments/exchange/exchange.element.js';
import { importElement } from '../widgets/payments/import/import.element.js';
import { transferElement } from '../widgets/payments/transfer/transfer.element.js';
import { withdrawalElement } from '../widgets/payments/withdrawal/withdrawal.element.js';
import { portalServicesElement } from '../widgets/portals/portal-services/portalServices.element.js';
import { pspAccountsElement } from '../widgets/psp/psp-accounts/pspAccounts.element.js';
import { pspIntegrationElement } from '../widgets/psp/psp-integration/pspIntegration.element.js';
import { pspPortalElement } from '../widgets/psp/psp-portal/pspPortal.element.js';
import { pspSignUpElement } from '../widgets/psp/psp-sign-up/pspSignUp.element.js';
import { rateElement } from '../widgets/rates/rate/rate.element.js';
import { notificationsElement } from '../widgets/support/notifications/notifications.element.js';
import { ticketElement } from '../widgets/support/ticket/ticket.element.js';
import { ticketsElement } from '../widgets/support/tickets/tickets.element.js';
import { transactionsListElement } from '../widgets/transactions/list/transactions.element.js';
import { transactionOverviewElement } from '../widgets/transactions/overview/transactionOverview.element.js';
import type { ScreenDefinition } from './screenDefinition.js';

/** Every screen of the SDK: the one list the others derive from or are checked against. */
export const SCREENS = [
  {
    ...rateElement,
    name: 'rate',
    subpath: './rate',
    component: 'Rate',
    frame: true,
    routes: [],
    example: { attributes: { sell: 'EUR', buy: 'USD' }, visible: 'output' },
  },
  {
    ...withdrawalElement,
    name: 'withdrawal',
    subpath: './withdrawal',
    component: 'Withdrawal',
    frame: true,
    routes: ['manager.payments.withdrawal'],
  },
  {
    ...transactionsListElement,
    name: 'transactions',
    subpath: './transactions',
    component: 'Transactions',
    frame: true,
    routes: [
      'manager.transactions.settled',
      'manager.transactions.progress',
      'manager.transactions.denied',
      'manager.affiliates.transactions',
      'manager.white-labeled.transactions',
    ],
  },
  {
    ...transactionOverviewElement,
    name: 'transaction',
    subpath: './transaction',
    component: 'TransactionOverview',
    frame: true,
    routes: ['manager.transactions.overview'],
    example: { attributes: { 'transaction-id': '1' } },
  },
  {
    ...accountsElement,
    name: 'accounts',
    subpath: './accounts',
    component: 'Accounts',
    frame: true,
    routes: ['manager.accounts'],
  },
  {
    ...beneficiariesElement,
    name: 'beneficiaries',
    subpath: './beneficiaries',
    component: 'Beneficiaries',
    frame: true,
    routes: ['manager.transaction-agents'],
  },
  {
    ...beneficiaryFormElement,
    name: 'beneficiary-form',
    subpath: './beneficiaries',
    component: 'BeneficiaryForm',
    frame: true,
    routes: ['manager.transaction-agents.create', 'manager.transaction-agents.edit'],
  },
  {
    ...dashboardElement,
    name: 'dashboard',
    subpath: './dashboard',
    component: 'Dashboard',
    frame: true,
    routes: ['manager.dashboard'],
  },
  {
    ...transferElement,
    name: 'transfer',
    subpath: './transfer',
    component: 'Transfer',
    frame: true,
    routes: ['manager.payments.transfer'],
  },
  {
    ...exchangeElement,
    name: 'exchange',
    subpath: './exchange',
    component: 'Exchange',
    frame: true,
    routes: ['manager.payments.exchange'],
  },
  {
    ...convertElement,
    name: 'convert',
    subpath: './convert',
    component: 'Convert',
    frame: true,
    routes: ['manager.payments.convert'],
  },
  {
    ...cryptoWalletsElement,
    name: 'crypto-wallets',
    subpath: './crypto-wallets',
    component: 'CryptoWallets',
    frame: true,
    routes: ['manager.crypto.wallets'],
  },
  {
    ...cryptoWithdrawElement,
    name: 'crypto-withdraw',
    subpath: './crypto-withdraw',
    component: 'CryptoWithdraw',
    frame: true,
    routes: ['manager.crypto.withdraw'],
  },
  {
    ...cryptoReceiveElement,
    name: 'crypto-receive',
    subpath: './crypto-receive',
    component: 'CryptoReceive',
    frame: true,
    routes: ['manager.crypto.deposit'],
  },
  {
    ...cryptoBuyElement,
    name: 'crypto-buy',
    subpath: './crypto-buy',
    component: 'CryptoBuy',
    frame: true,
    routes: ['manager.crypto.buy'],
  },
  {
    ...cryptoSellElement,
    name: 'crypto-sell',
    subpath: './crypto-sell',
    component: 'CryptoSell',
    frame: true,
    routes: ['manager.crypto.sell'],
  },
  {
    ...adminDashboardElement,
    name: 'admin-dashboard',
    subpath: './admin-dashboard',
    component: 'AdminDashboard',
    frame: true,
    routes: ['admin.dashboard'],
  },
  {
    ...adminUsersElement,
    name: 'admin-users',
    subpath: './admin-users',
    component: 'AdminUsers',
    frame: true,
    routes: ['admin.users'],
  },
  {
    ...adminUserElement,
    name: 'admin-user',
    subpath: './admin-user',
    component: 'AdminUser',
    frame: true,
    routes: ['admin.users.view', 'admin.users.edit'],
    example: { attributes: { 'user-id': '1' } },
  },
  {
    ...portalServicesElement,
    name: 'portal-services',
    subpath: './portal-services',
    component: 'PortalServices',
    frame: true,
    routes: ['manager.portal-services'],
  },
  {
    ...adminTransactionsElement,
    name: 'admin-transactions',
    subpath: './admin-transactions',
    component: 'AdminTransactions',
    frame: true,
    routes: ['admin.transactions.list'],
  },
  {
    ...adminCreditElement,
    name: 'admin-credit',
    subpath: './admin-credit',
    component: 'AdminCredit',
    frame: true,
    routes: ['admin.transactions.credit'],
  },
  {
    ...adminTransactionHistoryElement,
    name: 'admin-transaction-history',
    subpath: './admin-transaction-history',
    component: 'AdminTransactionHistory',
    frame: true,
    routes: ['admin.transactions.history'],
    example: { attributes: { 'transaction-id': '1' } },
  },
  {
    ...adminCompaniesElement,
    name: 'admin-companies',
    subpath: './admin-companies',
    component: 'AdminCompanies',
    frame: true,
    routes: ['admin.company-list'],
  },
  {
    ...adminCompanyProfileElement,
    name: 'admin-company-profile',
    subpath: './admin-company-profile',
    component: 'AdminCompanyProfile',
    frame: true,
    routes: ['admin.company-profile'],
    example: { attributes: { 'company-id': '1' } },
  },
  {
    ...ticketsElement,
    name: 'tickets',
    subpath: './tickets',
    component: 'Tickets',
    frame: true,
    routes: ['manager.support.tickets'],
  },
  {
    ...ticketElement,
    name: 'ticket',
    subpath: './ticket',
    component: 'Ticket',
    frame: true,
    routes: ['manager.support.tickets.view'],
    example: { attributes: { 'ticket-id': '1' } },
  },
  {
    ...notificationsElement,
    name: 'notifications',
    subpath: './notifications',
    component: 'Notifications',
    frame: true,
    routes: ['manager.notifications'],
  },
  {
    ...reportsElement,
    name: 'reports',
    subpath: './reports',
    component: 'Reports',
    frame: true,
    routes: ['manager.reports'],
  },
  {
    ...sendFundsAffiliateElement,
    name: 'send-funds-affiliate',
    subpath: './send-funds-affiliate',
    component: 'SendFundsAffiliate',
    frame: true,
    routes: ['manager.send-funds-affiliate'],
  },
  {
    ...whiteLabelElement,
    name: 'white-label',
    subpath: './white-label',
    component: 'WhiteLabel',
    frame: true,
    routes: ['manager.white-label', 'admin.white-label'],
  },
  {
    ...kycElement,
    name: 'kyc',
    subpath: './kyc',
    component: 'Kyc',
    frame: true,
    routes: ['profile.verifications'],
  },
  {
    ...complianceTrackingsElement,
    name: 'compliance-trackings',
    subpath: './compliance-trackings',
    component: 'ComplianceTrackings',
    frame: true,
    routes: [
      'manager.compliance-trackings.list',
      'manager.compliance-trackings.view',
      'manager.affiliates.compliance',
      'manager.white-labeled.compliance',
    ],
  },
  {
    ...importElement,
    name: 'import',
    subpath: './import',
    component: 'Import',
    frame: true,
    routes: ['manager.payments.import'],
  },
  {
    ...importsElement,
    name: 'imports',
    subpath: './imports',
    component: 'Imports',
    frame: true,
    routes: ['manager.imports'],
  },
  {
    ...importOverviewElement,
    name: 'import-overview',
    subpath: './import-overview',
    component: 'ImportOverview',
    frame: true,
    routes: ['manager.imports.overview'],
  },
  {
    ...adminAnnouncementsElement,
    name: 'admin-announcements',
    subpath: './admin-announcements',
    component: 'AdminAnnouncements',
    frame: true,
    routes: ['admin.announcements'],
  },
  {
    ...adminAnnouncementElement,
    name: 'admin-announcement',
    subpath: './admin-announcement',
    component: 'AdminAnnouncement',
    frame: true,
    routes: ['admin.announcements.create', 'admin.announcements.edit'],
  },
  {
    ...adminComplianceReviewElement,
    name: 'admin-compliance-review',
    subpath: './admin-compliance-review',
    component: 'AdminComplianceReview',
    frame: true,
    routes: ['admin.compliance-review'],
  },
  {
    ...adminKycArchivesElement,
    name: 'admin-kyc-archives',
    subpath: './admin-kyc-archives',
    component: 'AdminKycArchives',
    frame: true,
    routes: ['admin.kyc-file-archives'],
  },
  {
    ...productsElement,
    name: 'products',
    subpath: './products',
    component: 'Products',
    frame: true,
    routes: ['manager.products'],
  },
  {
    ...productPurchaseElement,
    name: 'product-purchase',
    subpath: './product-purchase',
    component: 'ProductPurchase',
    frame: true,
    routes: ['guest.products.purchase'],
  },
  {
    ...pspPortalElement,
    name: 'psp-portal',
    subpath: './psp-portal',
    component: 'PspPortal',
    frame: true,
    routes: ['manager.psp-portal'],
  },
  {
    ...pspAccountsElement,
    name: 'psp-accounts',
    subpath: './psp-accounts',
    component: 'PspAccounts',
    frame: true,
    routes: ['manager.psp-portal.accounts'],
  },
  {
    ...pspSignUpElement,
    name: 'psp-sign-up',
    subpath: './psp-sign-up',
    component: 'PspSignUp',
    frame: true,
    routes: ['manager.psp-portal.sign-up'],
  },
  {
    ...pspIntegrationElement,
    name: 'psp-integration',
    subpath: './psp-integration',
    component: 'PspIntegration',
    frame: true,
    routes: ['manager.psp-portal.integration'],
  },
  {
    ...adminAuthCheckpointsElement,
    name: 'admin-auth-checkpoints',
    subpath: './admin-auth-checkpoints',
    component: 'AdminAuthCheckpoints',
    frame: true,
    routes: ['admin.auth-checkpoints'],
  },
  {
    ...adminIntegrityElement,
    name: 'admin-integrity',
    subpath: './admin-integrity',
    component: 'AdminIntegrity',
    frame: true,
    routes: ['admin.bank-accounts.integrity'],
  },
  {
    ...whiteLabelDocumentsElement,
    name: 'white-label-documents',
    subpath: './white-label-documents',
    component: 'WhiteLabelDocuments',
    frame: true,
    routes: ['manager.white-label.documents', 'admin.white-label.documents'],
  },
  {
    ...adminTimelinesElement,
    name: 'admin-timelines',
    subpath: './admin-timelines',
    component: 'AdminTimelines',
    frame: true,
    routes: ['admin.timelines'],
  },
  {
    ...adminTimelineElement,
    name: 'admin-timeline',
    subpath: './admin-timeline',
    component: 'AdminTimeline',
    frame: true,
    routes: ['admin.timelines.entity'],
    example: { attributes: { 'entity-class': 'companies', id: '1' } },
  },
  {
    ...activityLogsElement,
    name: 'activity-logs',
    subpath: './activity-logs',
    component: 'ActivityLogs',
    frame: true,
    routes: ['admin.activity-logs'],
  },
  {
    ...adminSettingsElement,
    name: 'admin-settings',
    subpath: './admin-settings',
    component: 'AdminSettings',
    frame: true,
    routes: ['admin.settings'],
  },
  {
    ...adminCheckHistoryElement,
    name: 'admin-check-history',
    subpath: './admin-check-history',
    component: 'AdminCheckHistory',
    frame: true,
    routes: ['admin.transactions.check-history'],
  },
  {
    ...adminSystemElement,
    name: 'admin-system',
    subpath: './admin-system',
    component: 'AdminSystem',
    frame: true,
    routes: ['admin.system.overview'],
  },
] as const satisfies readonly ScreenDefinition[];

/** Short names of every screen (`withdrawal`). */
export type ScreenName = (typeof SCREENS)[number]['name'];
/** Tags of every screen (`flexportal-withdrawal`). */
export type ScreenTag = (typeof SCREENS)[number]['tag'];

/** One screen's definition by its short name, typed as that screen's entry. */
export function screenNamed<N extends ScreenName>(
  name: N,
): Extract<(typeof SCREENS)[number], { name: N }> {
  const found = SCREENS.find((s) => s.name === name);
  if (!found) throw new Error(`No screen named ${name}`);
  return found as Extract<(typeof SCREENS)[number], { name: N }>;
}
