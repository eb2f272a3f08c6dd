import type { AccountsEventDetails } from '@flexportal/react/accounts';
import type {
  BeneficiariesEventDetails,
  BeneficiaryFormEventDetails,
} from '@flexportal/react/beneficiaries';
import type { DashboardEventDetails } from '@flexportal/react/dashboard';
import type { SCREENS } from '@flexportal/react/registry';
import type { TransactionOverviewEventDetails } from '@flexportal/react/transaction';
import type { TransactionsEventDetails } from '@flexportal/react/transactions';
import type { WithdrawalEventDetails } from '@flexportal/react/withdrawal';

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
  import: Record<never, never>;
  imports: Record<never, never>;
  'import-overview': Record<never, never>;
}

/** Tag name to its events' `detail` types (event names as dispatched: lower case). */
export type FlexportalEventDetails = {
  [S in (typeof SCREENS)[number] as S['tag']]: EventDetailsByScreen[S['name']];
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
