import type { AccountsEventDetails } from '@flexportal/react/accounts';
import type { AdminAnnouncementEventDetails } from '@flexportal/react/admin-announcement';
import type { AdminUserEventDetails } from '@flexportal/react/admin-user';
import type { AdminUsersEventDetails } from '@flexportal/react/admin-users';
import type {
  BeneficiariesEventDetails,
  BeneficiaryFormEventDetails,
} from '@flexportal/react/beneficiaries';
import type { CryptoBuyEventDetails } from '@flexportal/react/crypto-buy';
import type { CryptoReceiveEventDetails } from '@flexportal/react/crypto-receive';
import type { CryptoSellEventDetails } from '@flexportal/react/crypto-sell';
import type { CryptoWalletsEventDetails } from '@flexportal/react/crypto-wallets';
import type { CryptoWithdrawEventDetails } from '@flexportal/react/crypto-withdraw';
import type { DashboardEventDetails } from '@flexportal/react/dashboard';
import type { KycEventDetails } from '@flexportal/react/kyc';
import type { ProductPurchaseEventDetails } from '@flexportal/react/product-purchase';
import type { SCREENS } from '@flexportal/react/registry';
import type { SendFundsAffiliateEventDetails } from '@flexportal/react/send-funds-affiliate';
import type { TransactionOverviewEventDetails } from '@flexportal/react/transaction';
import type { TransactionsEventDetails } from '@flexportal/react/transactions';
import type { PairEventDetails } from '@flexportal/react/transfer';
import type { WithdrawalEventDetails } from '@flexportal/react/withdrawal';
import type { ThemeRefused } from './theme/contrast.js';

/**
 * Each registered screen's events' `detail` types (event names as dispatched: lower case).
 * Keyed by the registry's names: FlexportalEventDetails indexes it with every ScreenName,
 * so a screen missing here fails typecheck.
 */
interface EventDetailsByScreen {
  rate: Record<never, never>;
  withdrawal: WithdrawalEventDetails;
  transactions: TransactionsEventDetails;
  transaction: TransactionOverviewEventDetails;
  accounts: AccountsEventDetails;
  beneficiaries: BeneficiariesEventDetails;
  'beneficiary-form': BeneficiaryFormEventDetails;
  dashboard: DashboardEventDetails;
  transfer: PairEventDetails;
  exchange: PairEventDetails;
  convert: PairEventDetails;
  'crypto-wallets': CryptoWalletsEventDetails;
  'crypto-withdraw': CryptoWithdrawEventDetails;
  'crypto-receive': CryptoReceiveEventDetails;
  'crypto-buy': CryptoBuyEventDetails;
  'crypto-sell': CryptoSellEventDetails;
  'admin-dashboard': Record<never, never>;
  'admin-users': AdminUsersEventDetails;
  'admin-user': AdminUserEventDetails;
  'portal-services': Record<never, never>;
  'admin-transactions': Record<never, never>;
  'admin-credit': Record<never, never>;
  'admin-transaction-history': Record<never, never>;
  'admin-companies': Record<never, never>;
  'admin-company-profile': Record<never, never>;
  tickets: Record<never, never>;
  ticket: Record<never, never>;
  notifications: Record<never, never>;
  reports: Record<never, never>;
  'send-funds-affiliate': SendFundsAffiliateEventDetails;
  'white-label': Record<never, never>;
  kyc: KycEventDetails;
  'compliance-trackings': Record<never, never>;
  import: Record<never, never>;
  imports: Record<never, never>;
  'import-overview': Record<never, never>;
  'admin-announcements': Record<never, never>;
  'admin-announcement': AdminAnnouncementEventDetails;
  'admin-compliance-review': Record<never, never>;
  'admin-kyc-archives': Record<never, never>;
  products: Record<never, never>;
  'product-purchase': ProductPurchaseEventDetails;
  'psp-portal': Record<never, never>;
  'psp-accounts': Record<never, never>;
  'psp-sign-up': Record<never, never>;
  'psp-integration': Record<never, never>;
  'admin-auth-checkpoints': Record<never, never>;
  'admin-integrity': Record<never, never>;
  'white-label-documents': Record<never, never>;
  'admin-timelines': Record<never, never>;
  'admin-timeline': Record<never, never>;
  'activity-logs': Record<never, never>;
  'admin-settings': Record<never, never>;
  'admin-check-history': Record<never, never>;
  'admin-system': Record<never, never>;
}

/** The `detail` of the loader's events, on any element of the script tag (pageApi.ts). */
interface PageEventDetails {
  'load-error': { file: string | undefined };
  'theme-error': ThemeRefused;
}

/** Tag name to its events' `detail` types (event names as dispatched: lower case). */
export type FlexportalEventDetails = {
  [S in (typeof SCREENS)[number] as S['tag']]: EventDetailsByScreen[S['name']] & PageEventDetails;
};

/**
 * Listens to one of an element's events with its `detail` typed; returns the unsubscribe.
 * The tag names which element it is (TypeScript cannot tell the elements apart by shape):
 * `onElementEvent('flexportal-withdrawal', el, 'submitted', (e) => e.detail.transaction_id)`.
 */
export function onElementEvent<
  T extends keyof FlexportalEventDetails,
  E extends keyof FlexportalEventDetails[T] & string,
>(
  _tag: T,
  element: Element,
  type: E,
  listener: (event: CustomEvent<FlexportalEventDetails[T][E]>) => void,
): () => void {
  const handler = (event: Event) => listener(event as CustomEvent<FlexportalEventDetails[T][E]>);
  element.addEventListener(type, handler);
  return () => element.removeEventListener(type, handler);
}
