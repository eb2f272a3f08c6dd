import type { HostFailure, PaymentQuery } from '@flexportal/core';

/** Detail of the `submitted` event: the created transaction. */
export interface PairSubmitted {
  transaction_id: number;
  name: string;
  status: string;
  amount: string;
  total_amount: string;
  currency: string;
  to_amount: string | null;
  to_currency: string | null;
  rate: string | null;
}

/** The `detail` of each event the pair screens dispatch (names in lower case, as r2wc does). */
export interface PairEventDetails {
  submitted: PairSubmitted;
  error: HostFailure;
}

/** Props of the transfer, exchange and convert screens: PP-2.4's shortcuts and the host's callbacks. */
export interface PairFormProps {
  /** `act`: create (default), repeat or return. */
  action?: 'create' | 'repeat' | 'return' | undefined;
  /** `tx`: the transaction to repeat or return. */
  transactionId?: number | undefined;
  /** `amt`: the amount to start with (default 100; convert 1). */
  amount?: string | undefined;
  /** `aid`: the source account. */
  accountId?: number | undefined;
  /** `tid`: the target account. */
  toAccountId?: number | undefined;
  /** Where "View transaction" leads after success; `{id}` is replaced. */
  transactionHref?: string;
  /** A transaction was created. */
  onSubmitted?: (detail: PairSubmitted) => void;
  /** A submit failed for good (never for a challenge or the duplicate prompt). */
  onError?: (detail: HostFailure) => void;
}

const knownId = (n: number | undefined) =>
  n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;

/** The props as the query shortcuts they stand for (PP-2.4), ignoring what does not parse. */
export function pairQueryFromProps(p: PairFormProps): PaymentQuery {
  const q: PaymentQuery = {};
  if (p.action === 'create' || p.action === 'repeat' || p.action === 'return') q.action = p.action;
  const tx = knownId(p.transactionId);
  const aid = knownId(p.accountId);
  const tid = knownId(p.toAccountId);
  if (tx) q.transaction_id = tx;
  if (aid) q.account_id = aid;
  if (tid) q.to_account_id = tid;
  if (p.amount && /^\d+(\.\d+)?$/.test(p.amount)) q.amount = p.amount;
  return q;
}

/** The query shortcuts of a payment URL (core's parsePaymentQuery) as the screen's props. */
export function pairPropsFromQuery(q: PaymentQuery): PairFormProps {
  const p: PairFormProps = {};
  if (q.action) p.action = q.action;
  if (q.transaction_id) p.transactionId = q.transaction_id;
  if (q.amount) p.amount = q.amount;
  if (q.account_id) p.accountId = q.account_id;
  if (q.to_account_id) p.toAccountId = q.to_account_id;
  return p;
}

/** The element props every pair screen shares (prop kinds for the registry). */
export const PAIR_ELEMENT_PROPS = {
  action: 'string',
  transactionId: 'number',
  amount: 'string',
  accountId: 'number',
  toAccountId: 'number',
  transactionHref: 'string',
} as const;

/** The element events every pair screen dispatches. */
export const PAIR_ELEMENT_EVENTS = {
  onSubmitted: { bubbles: true, composed: true },
  onError: { bubbles: true, composed: true },
} as const;

/** The CSS parts every pair screen exposes. */
export const PAIR_ELEMENT_PARTS = [
  'form',
  'field',
  'label',
  'input',
  'error',
  'quote',
  'quote-rate',
  'quote-countdown',
  'grand-total',
  'button',
  'success',
  'dialog',
  'signin',
] as const;
