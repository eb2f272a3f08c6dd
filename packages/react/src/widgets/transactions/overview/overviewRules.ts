import { canCreatePayments, type RuleUser, SOURCE_OF_FUNDS } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { type PaymentRouteForm, paymentFormOf } from './paymentLinks.js';

/**
 * Statuses a transaction can still be denied in: sent but not settled (`progress`) or
 * waiting for an administrator (`api`). Settled and denied ones are final.
 */
const DENIABLE_STATUSES: readonly string[] = Object.freeze(['progress', 'api']);

/**
 * Types that can be denied. PP-4.6-04 only says "a transaction can be denied"; the server
 * (PUT deny) accepts withdrawals alone, since only they leave the company and can be stopped.
 */
const DENIABLE_TYPES: readonly string[] = Object.freeze(['withdrawal']);

/** Whether Deny is offered for a transaction (PP-4.6-04, PP-7.4-17): a pending withdrawal. */
export function canDeny(tx: Pick<Transaction, 'type' | 'status'>): boolean {
  return DENIABLE_TYPES.includes(tx.type) && DENIABLE_STATUSES.includes(tx.status);
}

/**
 * Types a Return applies to: money that came in from an outside payer (a deposit), sent
 * back with a withdrawal to that payer. Outgoing payments, exchanges and conversions between
 * the company's own accounts have nobody to return money to.
 */
const RETURNABLE_TYPES: Readonly<Record<string, PaymentRouteForm>> = Object.freeze({
  deposit: 'withdrawal',
});

/** A Return applies only once the money has arrived: settled, not pending or denied. */
const RETURNABLE_STATUSES: readonly string[] = Object.freeze(['settled']);

/** The form a transaction is returned with, or null when Return does not apply to it. */
export function returnFormOf(tx: Pick<Transaction, 'type' | 'status'>): PaymentRouteForm | null {
  if (!RETURNABLE_STATUSES.includes(tx.status) || !Object.hasOwn(RETURNABLE_TYPES, tx.type))
    return null;
  return RETURNABLE_TYPES[tx.type] ?? null;
}

/** Which overview actions a transaction offers; each only where the server accepts it. */
export interface OverviewActionSet {
  /** Deny: a pending withdrawal (PUT deny accepts nothing else). */
  deny: boolean;
  /** Repeat: a payment made with one of the payment forms, in any status. */
  repeat: boolean;
  /** Return: a settled incoming payment (see {@link RETURNABLE_TYPES}). */
  return: boolean;
}

/**
 * The actions of the overview for `tx`. A reader (`canChange` false) gets none of them
 * (PP-6-03); a manager gets each one only in the states the server and the forms accept.
 */
export function overviewActions(
  tx: Pick<Transaction, 'type' | 'status'>,
  canChange: boolean,
): OverviewActionSet {
  return {
    deny: canChange && canDeny(tx),
    repeat: canChange && paymentFormOf(tx.type) !== null,
    return: canChange && returnFormOf(tx) !== null,
  };
}

/**
 * Whether the source-of-funds prompt shows (PP-8-15): the transaction has no valid
 * source_id, 1 (Business) or 2 (Customer) (PP-3.2-11).
 */
export function needsSourceOfFunds(tx: Pick<Transaction, 'source_id'>): boolean {
  return !(typeof tx.source_id === 'number' && tx.source_id in SOURCE_OF_FUNDS);
}

/**
 * Whether the user may change transactions (deny, source of funds) and open the payment
 * forms (repeat, return): a manager. A manager-reader is read-only (PP-6-01, PP-6-03); an
 * unknown user (not loaded yet, or the load failed) is treated as read-only.
 */
export function canChangeTransactions(user: RuleUser | null | undefined): boolean {
  return canCreatePayments(user);
}

/**
 * A transaction id from a prop, attribute or route parameter: a positive 32-bit integer, or
 * null (the screen then shows "not found" without asking the server).
 */
export function transactionIdOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : null;
}

/** The file name a wire confirmation is saved under, safe on every file system. */
export function wireConfirmationFilename(name: string): string {
  const safe = name.replace(/[^\w.-]+/g, '_').replace(/^[._]+|[._]+$/g, '');
  return `wire-confirmation-${safe || 'transaction'}.pdf`;
}

/**
 * The transaction after a change answered `next`: the answer wins, but a history the
 * answer leaves out is kept until the transaction is read again.
 */
export function mergeTransaction(current: Transaction, next: Transaction): Transaction {
  return 'history' in next ? next : { ...next, history: current.history };
}
