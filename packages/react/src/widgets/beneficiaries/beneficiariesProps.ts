import type { Beneficiary } from '@flexportal/core/contract';
import type { ListState } from '../../lists/index.js';

/** The `detail` of each event the list element dispatches (names in lower case, as r2wc does). */
export interface BeneficiariesEventDetails {
  /** A row was opened: the beneficiary. */
  select: Beneficiary;
}

/** The `detail` of each event the form element dispatches. */
export interface BeneficiaryFormEventDetails {
  /** The beneficiary as saved. */
  saved: Beneficiary;
  /** The id of the deleted beneficiary. */
  deleted: number;
}

/** Props of the beneficiaries list screen. */
export interface BeneficiariesProps {
  /** Starts filtered to one account (`bank_account_id`). */
  bankAccountId?: number | string | undefined;
  /** Starts with this search text (`search`). */
  search?: string | undefined;
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Mirrors the list state into the page URL (custom elements on plain pages). */
  syncUrl?: boolean | undefined;
  /**
   * Link of one beneficiary, `{id}` replaced; default `/manager/transaction-agents/{id}`.
   * An empty string leaves the names unlinked (rows then open through `onSelect` only).
   */
  agentHref?: string | undefined;
  /** Link of "New beneficiary"; default `/manager/transaction-agents/create`. Managers only. */
  createHref?: string | undefined;
  /**
   * Link of "Pay" on each row, `{id}` replaced; default
   * `/manager/payments/withdrawal/create?ag={id}` (PP-2.4: `ag` is the agent). An empty
   * string hides it. Managers only: readers cannot open payment pages (PP-6-03).
   */
  withdrawalHref?: string | undefined;
  /** A row was opened (its name clicked); the element dispatches it as `select`. */
  onSelect?: ((agent: Beneficiary) => void) | undefined;
  /** Shows the simplified column set (AC-3-38, one theme). */
  simplified?: boolean | undefined;
}
