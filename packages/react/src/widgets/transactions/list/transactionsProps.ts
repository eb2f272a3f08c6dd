import type { ListPeriod, ManagerTransactionMode } from '@flexportal/core';
import type { ListState } from '../../../lists/listState.js';
import type { TransactionSource } from './transactionListRules.js';

/** Detail of the `transaction` event: the row the user opened. */
export interface TransactionActivated {
  /** Transaction id. */
  id: number;
  /** Its public name (TX...). */
  name: string;
  /** Its status. */
  status: string;
}

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface TransactionsEventDetails {
  /** A row was opened. */
  transaction: TransactionActivated;
}

/** Props of the transaction list screen. */
export interface TransactionsProps {
  /** Which list: settled (default), progress or denied. */
  mode?: ManagerTransactionMode | undefined;
  /**
   * Whose transactions: the company's own (default), its `affiliates`' or its
   * `white-labeled` children's (their rows name no account of yours and open no overview).
   */
  source?: TransactionSource | undefined;
  /** Starts filtered to one account (`bank_account_id`). */
  bankAccountId?: number | string | undefined;
  /** Starts filtered to these transactions (`tid[]`); an array, or ids separated by commas. */
  transactionIds?: readonly (number | string)[] | string | undefined;
  /** Starts with a period, which gives the default dates (PP-2.4-18). */
  period?: ListPeriod | undefined;
  /** Starts from this date, YYYY-MM-DD (`from_date`). */
  fromDate?: string | undefined;
  /** Starts up to this date, YYYY-MM-DD (`to_date`). */
  toDate?: string | undefined;
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Mirrors the list state into the page URL (custom elements on plain pages). */
  syncUrl?: boolean | undefined;
  /** Link of a transaction, `{id}` replaced by its id: the name cell becomes a link. */
  transactionHref?: string | undefined;
  /** A row was opened (its name clicked); the element dispatches it as `transaction`. */
  onTransaction?: ((detail: TransactionActivated) => void) | undefined;
  /** Shows the simplified column set (AC-3-38, one theme). */
  simplified?: boolean | undefined;
}
