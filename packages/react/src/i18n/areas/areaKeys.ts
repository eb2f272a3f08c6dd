import type { accountsTexts } from './accounts.js';
import type { activityLogsTexts } from './activityLogs.js';
import type { adminAnnouncementTexts } from './adminAnnouncement.js';
import type { adminAnnouncementsTexts } from './adminAnnouncements.js';
import type { adminAuthCheckpointsTexts } from './adminAuthCheckpoints.js';
import type { adminCheckHistoryTexts } from './adminCheckHistory.js';
import type { adminCompaniesTexts } from './adminCompanies.js';
import type { adminCompanyProfileTexts } from './adminCompanyProfile.js';
import type { adminComplianceReviewTexts } from './adminComplianceReview.js';
import type { adminCreditTexts } from './adminCredit.js';
import type { adminDashboardTexts } from './adminDashboard.js';
import type { adminIntegrityTexts } from './adminIntegrity.js';
import type { adminKycArchivesTexts } from './adminKycArchives.js';
import type { adminSettingsTexts } from './adminSettings.js';
import type { adminSystemTexts } from './adminSystem.js';
import type { adminTimelineTexts } from './adminTimeline.js';
import type { adminTimelinesTexts } from './adminTimelines.js';
import type { adminTransactionHistoryTexts } from './adminTransactionHistory.js';
import type { adminTransactionsTexts } from './adminTransactions.js';
import type { adminUserTexts } from './adminUser.js';
import type { adminUsersTexts } from './adminUsers.js';
import type { beneficiariesTexts } from './beneficiaries.js';
import type { companyExpressTexts } from './companyExpress.js';
import type { complianceTrackingTexts } from './complianceTracking.js';
import type { complianceTrackingsTexts } from './complianceTrackings.js';
import type { convertTexts } from './convert.js';
import type { countryPickerTexts } from './countryPicker.js';
import type { cryptoBuyTexts } from './cryptoBuy.js';
import type { cryptoReceiveTexts } from './cryptoReceive.js';
import type { cryptoSellTexts } from './cryptoSell.js';
import type { cryptoWalletsTexts } from './cryptoWallets.js';
import type { cryptoWithdrawTexts } from './cryptoWithdraw.js';
import type { dashboardTexts } from './dashboard.js';
import type { exchangeTexts } from './exchange.js';
import type { importTexts } from './import.js';
import type { importErrorsTexts } from './importErrors.js';
import type { importOverviewTexts } from './importOverview.js';
import type { importsTexts } from './imports.js';
import type { kycTexts } from './kyc.js';
import type { listsTexts } from './lists.js';
import type { notificationsTexts } from './notifications.js';
import type { pairFormTexts } from './pairForm.js';
import type { portalServicesTexts } from './portalServices.js';
import type { productPurchaseTexts } from './productPurchase.js';
import type { productsTexts } from './products.js';
import type { pspAccountsTexts } from './pspAccounts.js';
import type { pspIntegrationTexts } from './pspIntegration.js';
import type { pspPortalTexts } from './pspPortal.js';
import type { pspSignUpTexts } from './pspSignUp.js';
import type { quoteTexts } from './quote.js';
import type { reportsTexts } from './reports.js';
import type { sendFundsAffiliateTexts } from './sendFundsAffiliate.js';
import type { ticketTexts } from './ticket.js';
import type { ticketsTexts } from './tickets.js';
import type { transactionKindsTexts } from './transactionKinds.js';
import type { transactionsTexts } from './transactions.js';
import type { transferTexts } from './transfer.js';
import type { walletsTexts } from './wallets.js';
import type { whiteLabelTexts } from './whiteLabel.js';
import type { whiteLabelDocumentsTexts } from './whiteLabelDocuments.js';
import type { withdrawalTexts } from './withdrawal.js';

/** Every area's message keys; types only, so no area's texts land in a bundle through here. */
export type AreaMessageKey =
  | keyof typeof listsTexts.en
  | keyof typeof accountsTexts.en
  | keyof typeof transactionsTexts.en
  | keyof typeof transactionKindsTexts.en
  | keyof typeof beneficiariesTexts.en
  | keyof typeof dashboardTexts.en
  | keyof typeof walletsTexts.en
  | keyof typeof quoteTexts.en
  | keyof typeof pairFormTexts.en
  | keyof typeof withdrawalTexts.en
  | keyof typeof transferTexts.en
  | keyof typeof exchangeTexts.en
  | keyof typeof convertTexts.en
  | keyof typeof cryptoWalletsTexts.en
  | keyof typeof cryptoWithdrawTexts.en
  | keyof typeof cryptoReceiveTexts.en
  | keyof typeof cryptoBuyTexts.en
  | keyof typeof cryptoSellTexts.en
  | keyof typeof adminDashboardTexts.en
  | keyof typeof adminUsersTexts.en
  | keyof typeof adminUserTexts.en
  | keyof typeof portalServicesTexts.en
  | keyof typeof adminTransactionsTexts.en
  | keyof typeof adminCreditTexts.en
  | keyof typeof adminTransactionHistoryTexts.en
  | keyof typeof adminCompaniesTexts.en
  | keyof typeof adminCompanyProfileTexts.en
  | keyof typeof companyExpressTexts.en
  | keyof typeof ticketsTexts.en
  | keyof typeof ticketTexts.en
  | keyof typeof notificationsTexts.en
  | keyof typeof reportsTexts.en
  | keyof typeof sendFundsAffiliateTexts.en
  | keyof typeof whiteLabelTexts.en
  | keyof typeof kycTexts.en
  | keyof typeof complianceTrackingsTexts.en
  | keyof typeof complianceTrackingTexts.en
  | keyof typeof importTexts.en
  | keyof typeof importErrorsTexts.en
  | keyof typeof importsTexts.en
  | keyof typeof importOverviewTexts.en
  | keyof typeof adminAnnouncementsTexts.en
  | keyof typeof adminAnnouncementTexts.en
  | keyof typeof adminComplianceReviewTexts.en
  | keyof typeof adminKycArchivesTexts.en
  | keyof typeof productsTexts.en
  | keyof typeof productPurchaseTexts.en
  | keyof typeof pspPortalTexts.en
  | keyof typeof pspAccountsTexts.en
  | keyof typeof pspSignUpTexts.en
  | keyof typeof pspIntegrationTexts.en
  | keyof typeof adminAuthCheckpointsTexts.en
  | keyof typeof adminIntegrityTexts.en
  | keyof typeof whiteLabelDocumentsTexts.en
  | keyof typeof adminTimelinesTexts.en
  | keyof typeof adminTimelineTexts.en
  | keyof typeof activityLogsTexts.en
  | keyof typeof adminSettingsTexts.en
  | keyof typeof adminCheckHistoryTexts.en
  | keyof typeof adminSystemTexts.en
  | keyof typeof countryPickerTexts.en;
