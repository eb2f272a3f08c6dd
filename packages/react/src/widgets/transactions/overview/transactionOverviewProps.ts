import type { HostFailure } from '@flexportal/core';

/** Detail of the `transaction` event: the transaction after a deny or a source-of-funds change. */
export interface TransactionChange {
  /** The transaction's id. */
  id: number;
  /** Its public name (`TX00000042`). */
  name: string;
  /** Its status after the change (`denied` after a deny). */
  status: string;
}

/** Detail of the `error` event: every screen's `{ status, code }` (docs/events.md). */
export type TransactionOverviewError = HostFailure;

/** Props of {@link TransactionOverview}. */
export interface TransactionOverviewProps {
  /** The transaction to show (`/manager/transactions/{transaction_id}`, PP-2.3). */
  transactionId: number;
  /**
   * Link of Repeat. Placeholders: `{type}` the payment form (withdrawal, transfer,
   * exchange, convert), `{action}`, `{id}`, `{query}` the query shortcuts of PP-2.4
   * (`act=repeat&tx=42`). Default `/manager/payments/{type}/repeat?{query}`.
   */
  repeatHref?: string;
  /** Link of Return, placeholders as for `repeatHref`. Default `/manager/payments/{type}/return?{query}`. */
  returnHref?: string;
  /** Fired after a deny or a source-of-funds change went through. */
  onTransaction?: (detail: TransactionChange) => void;
  /**
   * Fired when loading the transaction, a deny, a source-of-funds change or the wire
   * confirmation download failed (not when the server only asks for a two-factor code).
   */
  onError?: (detail: TransactionOverviewError) => void;
}

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface TransactionOverviewEventDetails {
  transaction: TransactionChange;
  error: TransactionOverviewError;
}
