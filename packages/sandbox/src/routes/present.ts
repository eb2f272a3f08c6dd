import type { bankAccounts, transactions } from '../db/schema.js';
import { SUB_UNITS } from '../db/seed.js';
import { formatFixed, fromUnits, toUnits } from '../lib/decimal.js';

export type AccountRow = typeof bankAccounts.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

/** A NUMERIC value written with the currency's decimals. */
export const money = (value: string, decimals: number) => formatFixed(toUnits(value), decimals);

/** Bank account as the API shows it, balances as decimal strings (PP-3.1, AC-3). */
export function presentAccount(a: AccountRow) {
  const available = toUnits(a.available);
  const pending = toUnits(a.pending);
  return {
    id: a.id,
    name: a.name,
    currency: a.currency,
    currency_unit: { value: a.currency, currency_type: a.currencyType },
    sub_unit: a.subUnit,
    selected: a.selected,
    iban: a.iban,
    transmission_protocols_disabled: a.protocolsDisabled,
    temporary_ibans: [] as string[],
    payment_service: a.paymentService,
    portal_service_active: false,
    total_balance: formatFixed(available + pending, a.subUnit),
    available_balance: formatFixed(available, a.subUnit),
    pending_balance: formatFixed(pending, a.subUnit),
  };
}

/** A transaction's public name. */
export const transactionName = (id: number) => `TX${String(id).padStart(8, '0')}`;

/** Transaction as the API shows it (PP-3.1: id, name; the rest is the sandbox's). */
export function presentTransaction(t: TransactionRow) {
  const decimals = SUB_UNITS[t.currency] ?? 2;
  const total = toUnits(t.amount) + toUnits(t.fee) + toUnits(t.exchangeFee);
  return {
    id: t.id,
    name: transactionName(t.id),
    type: t.type,
    status: t.status,
    amount: money(t.amount, decimals),
    fee_amount: money(t.fee, decimals),
    exchange_fee_amount: money(t.exchangeFee, decimals),
    total_amount: formatFixed(total, decimals),
    currency: t.currency,
    to_amount: t.toAmount === null ? null : money(t.toAmount, SUB_UNITS[t.toCurrency ?? ''] ?? 2),
    to_currency: t.toCurrency,
    rate: t.rate === null ? null : fromUnits(toUnits(t.rate)),
    bank_account_id: t.bankAccountId,
    to_account_id: t.toAccountId,
    transmission_protocol: t.protocol,
    source_id: t.sourceId,
    customer: t.customer,
    created_at: new Date(t.createdAt).toISOString(),
  };
}
