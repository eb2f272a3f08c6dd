import { createHash } from 'node:crypto';
import { type Quote, totalOf } from '../ledger/operations.js';
import { formatFixed } from '../lib/decimal.js';

/**
 * What a one-time code is bound to (R7, R15.7): a change to any of it needs a new code. Besides
 * action, source, amount, currency and payee, `total` (what leaves the account, fees
 * included) and `details` (every other field that decides who gets the money and by which
 * route: payee name, service, beneficiary and intermediary bank, ...) are bound.
 */
export interface OtpBinding {
  action: string;
  sourceAccountId: number;
  amount: string;
  currency: string;
  payee: string;
  total?: string;
  details?: Record<string, unknown>;
}

/** A JSON value with object keys sorted and empty values dropped: one text per meaning. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]);
    return Object.fromEntries(entries);
  }
  return value;
}

/** SHA-256 of the canonical binding: what a challenge stores and a code must match. */
export function bindingHash(b: OtpBinding): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(b)))
    .digest('hex');
}

/**
 * The binding of a money move from its quote: the amount and the total with fees in the
 * source's units, the route (protocol and target account) and the caller's `details`.
 */
export function moveBinding(
  action: string,
  q: Quote,
  payee: string,
  details: Record<string, unknown> = {},
): OtpBinding {
  return {
    action,
    sourceAccountId: q.source.id,
    amount: formatFixed(q.amount, q.source.subUnit),
    currency: q.source.currency,
    payee,
    total: formatFixed(totalOf(q), q.source.subUnit),
    details: { ...details, protocol: q.protocol, target: q.target?.id ?? null },
  };
}
