import { Accounts } from '@flexportal/react/accounts';
import { ActivityLogs } from '@flexportal/react/activity-logs';
import { AdminAnnouncement } from '@flexportal/react/admin-announcement';
import { AdminAnnouncements } from '@flexportal/react/admin-announcements';
import { AdminAuthCheckpoints } from '@flexportal/react/admin-auth-checkpoints';
import { AdminCheckHistory } from '@flexportal/react/admin-check-history';
import { AdminCompanies } from '@flexportal/react/admin-companies';
import { AdminCompanyProfile } from '@flexportal/react/admin-company-profile';
import { AdminComplianceReview } from '@flexportal/react/admin-compliance-review';
import { AdminCredit } from '@flexportal/react/admin-credit';
import { AdminDashboard } from '@flexportal/react/admin-dashboard';
import { AdminIntegrity } from '@flexportal/react/admin-integrity';
import { AdminKycArchives } from '@flexportal/react/admin-kyc-archives';
import { AdminSettings } from '@flexportal/react/admin-settings';
import { AdminSystem } from '@flexportal/react/admin-system';
import { AdminTimeline } from '@flexportal/react/admin-timeline';
import { AdminTimelines } from '@flexportal/react/admin-timelines';
import { AdminTransactionHistory } from '@flexportal/react/admin-transaction-history';
import { AdminTransactions } from '@flexportal/react/admin-transactions';
import { AdminUser } from '@flexportal/react/admin-user';
import { AdminUsers } from '@flexportal/react/admin-users';
import { Beneficiaries, BeneficiaryForm } from '@flexportal/react/beneficiaries';
import { ComplianceTrackings } from '@flexportal/react/compliance-trackings';
import { Convert } from '@flexportal/react/convert';
import { CryptoBuy } from '@flexportal/react/crypto-buy';
import { CryptoReceive } from '@flexportal/react/crypto-receive';
import { CryptoSell } from '@flexportal/react/crypto-sell';
import { CryptoWallets } from '@flexportal/react/crypto-wallets';
import { CryptoWithdraw } from '@flexportal/react/crypto-withdraw';
import { Dashboard } from '@flexportal/react/dashboard';
import { Exchange } from '@flexportal/react/exchange';
import { Import } from '@flexportal/react/import';
import { ImportOverview } from '@flexportal/react/import-overview';
import { Imports } from '@flexportal/react/imports';
import { Kyc } from '@flexportal/react/kyc';
import { Notifications } from '@flexportal/react/notifications';
import { PortalServices } from '@flexportal/react/portal-services';
import { ProductPurchase } from '@flexportal/react/product-purchase';
import { Products } from '@flexportal/react/products';
import { PspAccounts } from '@flexportal/react/psp-accounts';
import { PspIntegration } from '@flexportal/react/psp-integration';
import { PspPortal } from '@flexportal/react/psp-portal';
import { PspSignUp } from '@flexportal/react/psp-sign-up';
import { Rate } from '@flexportal/react/rate';
import {
  type PropKind,
  SCREENS,
  type ScreenDefinition,
  type ScreenName,
  type ScreenTag,
} from '@flexportal/react/registry';
import { Reports } from '@flexportal/react/reports';
import { SendFundsAffiliate } from '@flexportal/react/send-funds-affiliate';
import { Ticket } from '@flexportal/react/ticket';
import { Tickets } from '@flexportal/react/tickets';
import { TransactionOverview } from '@flexportal/react/transaction';
import { Transactions } from '@flexportal/react/transactions';
import { Transfer } from '@flexportal/react/transfer';
import { WhiteLabel } from '@flexportal/react/white-label';
import { WhiteLabelDocuments } from '@flexportal/react/white-label-documents';
import { Withdrawal } from '@flexportal/react/withdrawal';
import type { ComponentType } from 'react';

export type { PropKind };

/** One custom element: a registered screen with the component it renders (not its name). */
export interface ElementDefinition extends Omit<ScreenDefinition, 'component'> {
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
  readonly component: ComponentType<any>;
}

/**
 * The component of every registered screen, by name. The registry names the subpath and
 * export; this map is what TypeScript can check: a screen missing here fails typecheck.
 */
const COMPONENTS = {
  rate: Rate,
  withdrawal: Withdrawal,
  transactions: Transactions,
  transaction: TransactionOverview,
  accounts: Accounts,
  beneficiaries: Beneficiaries,
  'beneficiary-form': BeneficiaryForm,
  dashboard: Dashboard,
  transfer: Transfer,
  exchange: Exchange,
  convert: Convert,
  'crypto-wallets': CryptoWallets,
  'crypto-withdraw': CryptoWithdraw,
  'crypto-receive': CryptoReceive,
  'crypto-buy': CryptoBuy,
  'crypto-sell': CryptoSell,
  'admin-dashboard': AdminDashboard,
  'admin-users': AdminUsers,
  'admin-user': AdminUser,
  'portal-services': PortalServices,
  'admin-transactions': AdminTransactions,
  'admin-credit': AdminCredit,
  'admin-transaction-history': AdminTransactionHistory,
  'admin-companies': AdminCompanies,
  'admin-company-profile': AdminCompanyProfile,
  tickets: Tickets,
  ticket: Ticket,
  notifications: Notifications,
  reports: Reports,
  'send-funds-affiliate': SendFundsAffiliate,
  'white-label': WhiteLabel,
  kyc: Kyc,
  'compliance-trackings': ComplianceTrackings,
  import: Import,
  imports: Imports,
  'import-overview': ImportOverview,
  'admin-announcements': AdminAnnouncements,
  'admin-announcement': AdminAnnouncement,
  'admin-compliance-review': AdminComplianceReview,
  'admin-kyc-archives': AdminKycArchives,
  products: Products,
  'product-purchase': ProductPurchase,
  'psp-portal': PspPortal,
  'psp-accounts': PspAccounts,
  'psp-sign-up': PspSignUp,
  'psp-integration': PspIntegration,
  'admin-auth-checkpoints': AdminAuthCheckpoints,
  'admin-integrity': AdminIntegrity,
  'white-label-documents': WhiteLabelDocuments,
  'admin-timelines': AdminTimelines,
  'admin-timeline': AdminTimeline,
  'activity-logs': ActivityLogs,
  'admin-settings': AdminSettings,
  'admin-check-history': AdminCheckHistory,
  'admin-system': AdminSystem,
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
} satisfies Record<ScreenName, ComponentType<any>>;

/** Every element of the SDK: the registry's screens (SCREENS) with their components. */
export const ELEMENTS: readonly ElementDefinition[] = SCREENS.map((screen) => ({
  ...screen,
  component: COMPONENTS[screen.name],
}));

/** Tag names of every element. */
export type ElementTag = ScreenTag;
