import type { ScreenName } from '@flexportal/react/registry';
import type { ComponentType } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
type LoadScreen = () => Promise<ComponentType<any>>;

/**
 * Every registered screen's component, loaded only when asked for (its own chunk). Vite
 * needs the import written out; `satisfies` makes TypeScript check it against the
 * registry, so a screen missing here fails typecheck.
 */
export const SCREEN_LOADERS = {
  rate: () => import('@flexportal/react/rate').then((m) => m.Rate),
  withdrawal: () => import('@flexportal/react/withdrawal').then((m) => m.Withdrawal),
  transactions: () => import('@flexportal/react/transactions').then((m) => m.Transactions),
  transaction: () => import('@flexportal/react/transaction').then((m) => m.TransactionOverview),
  accounts: () => import('@flexportal/react/accounts').then((m) => m.Accounts),
  beneficiaries: () => import('@flexportal/react/beneficiaries').then((m) => m.Beneficiaries),
  'beneficiary-form': () =>
    import('@flexportal/react/beneficiaries').then((m) => m.BeneficiaryForm),
  dashboard: () => import('@flexportal/react/dashboard').then((m) => m.Dashboard),
  transfer: () => import('@flexportal/react/transfer').then((m) => m.Transfer),
  exchange: () => import('@flexportal/react/exchange').then((m) => m.Exchange),
  convert: () => import('@flexportal/react/convert').then((m) => m.Convert),
  'crypto-wallets': () => import('@flexportal/react/crypto-wallets').then((m) => m.CryptoWallets),
  'crypto-withdraw': () =>
    import('@flexportal/react/crypto-withdraw').then((m) => m.CryptoWithdraw),
  'crypto-receive': () => import('@flexportal/react/crypto-receive').then((m) => m.CryptoReceive),
  'crypto-buy': () => import('@flexportal/react/crypto-buy').then((m) => m.CryptoBuy),
  'crypto-sell': () => import('@flexportal/react/crypto-sell').then((m) => m.CryptoSell),
  'admin-dashboard': () =>
    import('@flexportal/react/admin-dashboard').then((m) => m.AdminDashboard),
  'admin-users': () => import('@flexportal/react/admin-users').then((m) => m.AdminUsers),
  'admin-user': () => import('@flexportal/react/admin-user').then((m) => m.AdminUser),
  'portal-services': () =>
    import('@flexportal/react/portal-services').then((m) => m.PortalServices),
  'admin-transactions': () =>
    import('@flexportal/react/admin-transactions').then((m) => m.AdminTransactions),
  'admin-credit': () => import('@flexportal/react/admin-credit').then((m) => m.AdminCredit),
  'admin-transaction-history': () =>
    import('@flexportal/react/admin-transaction-history').then((m) => m.AdminTransactionHistory),
  'admin-companies': () =>
    import('@flexportal/react/admin-companies').then((m) => m.AdminCompanies),
  'admin-company-profile': () =>
    import('@flexportal/react/admin-company-profile').then((m) => m.AdminCompanyProfile),
  tickets: () => import('@flexportal/react/tickets').then((m) => m.Tickets),
  ticket: () => import('@flexportal/react/ticket').then((m) => m.Ticket),
  notifications: () => import('@flexportal/react/notifications').then((m) => m.Notifications),
  reports: () => import('@flexportal/react/reports').then((m) => m.Reports),
  'send-funds-affiliate': () =>
    import('@flexportal/react/send-funds-affiliate').then((m) => m.SendFundsAffiliate),
  'white-label': () => import('@flexportal/react/white-label').then((m) => m.WhiteLabel),
  kyc: () => import('@flexportal/react/kyc').then((m) => m.Kyc),
  'compliance-trackings': () =>
    import('@flexportal/react/compliance-trackings').then((m) => m.ComplianceTrackings),
  import: () => import('@flexportal/react/import').then((m) => m.Import),
  imports: () => import('@flexportal/react/imports').then((m) => m.Imports),
  'import-overview': () =>
    import('@flexportal/react/import-overview').then((m) => m.ImportOverview),
  'admin-announcements': () =>
    import('@flexportal/react/admin-announcements').then((m) => m.AdminAnnouncements),
  'admin-announcement': () =>
    import('@flexportal/react/admin-announcement').then((m) => m.AdminAnnouncement),
  'admin-compliance-review': () =>
    import('@flexportal/react/admin-compliance-review').then((m) => m.AdminComplianceReview),
  'admin-kyc-archives': () =>
    import('@flexportal/react/admin-kyc-archives').then((m) => m.AdminKycArchives),
  products: () => import('@flexportal/react/products').then((m) => m.Products),
  'product-purchase': () =>
    import('@flexportal/react/product-purchase').then((m) => m.ProductPurchase),
  'psp-portal': () => import('@flexportal/react/psp-portal').then((m) => m.PspPortal),
  'psp-accounts': () => import('@flexportal/react/psp-accounts').then((m) => m.PspAccounts),
  'psp-sign-up': () => import('@flexportal/react/psp-sign-up').then((m) => m.PspSignUp),
  'psp-integration': () =>
    import('@flexportal/react/psp-integration').then((m) => m.PspIntegration),
  'admin-auth-checkpoints': () =>
    import('@flexportal/react/admin-auth-checkpoints').then((m) => m.AdminAuthCheckpoints),
  'admin-integrity': () =>
    import('@flexportal/react/admin-integrity').then((m) => m.AdminIntegrity),
  'white-label-documents': () =>
    import('@flexportal/react/white-label-documents').then((m) => m.WhiteLabelDocuments),
  'admin-timelines': () =>
    import('@flexportal/react/admin-timelines').then((m) => m.AdminTimelines),
  'admin-timeline': () => import('@flexportal/react/admin-timeline').then((m) => m.AdminTimeline),
  'activity-logs': () => import('@flexportal/react/activity-logs').then((m) => m.ActivityLogs),
  'admin-settings': () => import('@flexportal/react/admin-settings').then((m) => m.AdminSettings),
  'admin-check-history': () =>
    import('@flexportal/react/admin-check-history').then((m) => m.AdminCheckHistory),
  'admin-system': () => import('@flexportal/react/admin-system').then((m) => m.AdminSystem),
} satisfies Record<ScreenName, LoadScreen>;
