import type { PaymentQuery, TransferService, WithdrawalProtocol } from '@flexportal/core';
import {
  amountOrDefault,
  DEFAULT_AMOUNTS,
  FLEXPSP_DEPOSIT_PAYEE,
  normalizeIban,
  serviceOfProtocol,
  TRANSFER_SERVICES,
} from '@flexportal/core';
import type { Beneficiary, Transaction } from '@flexportal/core/contract';

/** Every text field of the form (inputs hold strings; '' means empty). */
export const TEXT_FIELDS = [
  'amount',
  'customer_iban',
  'customer_account',
  'customer_sort_code',
  'customer_first_name',
  'customer_last_name',
  'customer_name',
  'customer_street',
  'customer_building_number',
  'customer_building_name',
  'customer_post_code',
  'customer_address',
  'customer_city',
  'customer_ref_message',
  'customer_country',
  'bank_swift',
  'bank_name',
  'bank_address',
  'bank_city',
  'bank_country',
  'intermediary_bank_swift',
  'intermediary_bank_name',
  'intermediary_bank_address',
  'intermediary_bank_city',
  'intermediary_bank_country',
  'intermediary_bank_iban',
  'bcb_purpose_code',
] as const;

/** One of {@link TEXT_FIELDS}. */
export type TextField = (typeof TEXT_FIELDS)[number];

/** The withdrawal draft as the form holds it (PP-3.3-01..08). */
export interface WithdrawalValues extends Record<TextField, string> {
  bank_account_id: number | null;
  customer_legal_type: 'company' | 'individual';
  has_intermediary_bank: boolean;
  to_account_id: number | null;
  transfer_service: TransferService;
  /** The allowed services (spec 3.3); kept in step by the rules. */
  iban_transfer_services: TransferService[];
  transmission_protocol_id: WithdrawalProtocol;
  portal_service: string | null;
  portal_destination_account_id: number | null;
  is_flexpsp_deposit: boolean;
  free_market_sector_id: number | null;
  free_market_industry_id: number | null;
  free_market_payment_purpose_id: number | null;
  bypass_duplicate_check: boolean;
  original_transaction_id: number | null;
  focused_agent_id: number | null;
  selected_agent_id: number | null;
}

const TEXT_FIELD_SET: ReadonlySet<string> = new Set(TEXT_FIELDS);

/** True when `key` names one of {@link TEXT_FIELDS}. */
function isTextField(key: string): key is TextField {
  return TEXT_FIELD_SET.has(key);
}

/**
 * Defaults (PP-3.3): amount '100', legal type company, service sepa, protocol SEPA, all
 * services allowed, everything else empty/null/false.
 */
export function withdrawalDefaults(): WithdrawalValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
  return {
    ...text,
    amount: DEFAULT_AMOUNTS.withdrawal,
    bank_account_id: null,
    customer_legal_type: 'company',
    has_intermediary_bank: false,
    to_account_id: null,
    transfer_service: 'sepa',
    iban_transfer_services: [...TRANSFER_SERVICES],
    transmission_protocol_id: 'SEPA',
    portal_service: null,
    portal_destination_account_id: null,
    is_flexpsp_deposit: false,
    free_market_sector_id: null,
    free_market_industry_id: null,
    free_market_payment_purpose_id: null,
    bypass_duplicate_check: false,
    original_transaction_id: null,
    focused_agent_id: null,
    selected_agent_id: null,
  };
}

/**
 * The request body of POST manager/transactions/iban and manager/grand-total/iban: empty
 * strings and nulls omitted, amount through amountOrDefault(v, '100'), booleans and numbers
 * kept. Throws when bank_account_id is null (the view never submits without an account).
 */
export function toWithdrawalBody(values: WithdrawalValues): Record<string, unknown> {
  if (values.bank_account_id === null) throw new Error('A withdrawal needs a bank account.');
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === '' || Array.isArray(value)) continue; // the list is UI-only
    // Unticking the intermediary bank must not send what was typed before.
    if (key.startsWith('intermediary_bank_') && !values.has_intermediary_bank) continue;
    body[key] = value;
  }
  body.amount = amountOrDefault(values.amount, DEFAULT_AMOUNTS.withdrawal);
  return body;
}

/**
 * Query shortcuts (PP-2.4) applied onto values: amount, account, target account, portal
 * service (its remote account becomes customer_account, the service becomes portal) and the
 * flexpsp flag (its payee is the provider's deposit account, sent by sepa). The agent is not applied here: the hook loads it and calls applyBeneficiary.
 */
export function applyQuery(values: WithdrawalValues, query: PaymentQuery): WithdrawalValues {
  const next = { ...values };
  if (query.amount !== undefined) {
    next.amount = amountOrDefault(query.amount, DEFAULT_AMOUNTS.withdrawal);
  }
  if (query.account_id !== undefined) next.bank_account_id = query.account_id;
  if (query.to_account_id !== undefined) next.to_account_id = query.to_account_id;
  if (query.portal_service) {
    next.portal_service = query.portal_service;
    if (query.portal_service_remote_account) {
      next.customer_account = query.portal_service_remote_account;
    }
    // Kept consistent here so the result is valid before any applyChange (PP-4.5-04/06).
    next.transfer_service = 'portal';
    next.iban_transfer_services = ['portal'];
    next.transmission_protocol_id = 'PORTAL_TRANSFER';
  }
  if (query.is_flexpsp_deposit !== undefined) next.is_flexpsp_deposit = query.is_flexpsp_deposit;
  // A flexpsp deposit pays the provider's deposit account (PP-2.4-10); a portal service, when
  // both are given, keeps its own payee.
  if (query.is_flexpsp_deposit && !query.portal_service) {
    Object.assign(next, FLEXPSP_DEPOSIT_PAYEE);
    next.transfer_service = 'sepa';
  }
  return next;
}

const isService = (v: unknown): v is TransferService =>
  typeof v === 'string' && (TRANSFER_SERVICES as readonly string[]).includes(v);

/** The service of the original: an explicit one if the record has it, else its protocol's. */
function serviceOf(tx: Transaction): TransferService | undefined {
  const explicit =
    tx.customer?.transfer_service ?? (tx as Record<string, unknown>).transfer_service;
  if (isService(explicit)) return explicit;
  return serviceOfProtocol(tx.transmission_protocol) ?? undefined;
}

/**
 * Repeat or return of an original transaction: its `customer` record (the draft's
 * customer_* / bank_* / intermediary_* keys, as the sandbox stores them) fills the payee,
 * plus amount, bank_account_id and the transfer service when known. Both actions set
 * original_transaction_id = tx.id; they fill the form the same way.
 */
export function fromTransaction(
  values: WithdrawalValues,
  tx: Transaction,
  action: 'repeat' | 'return',
): WithdrawalValues {
  void action; // the spec gives both actions the same prefill; the server tells them apart
  const next = { ...values };
  for (const [key, raw] of Object.entries(tx.customer ?? {})) {
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value !== 'string' || key === 'amount') continue;
    if (isTextField(key)) next[key] = value;
    if (key === 'customer_legal_type' && (value === 'company' || value === 'individual')) {
      next.customer_legal_type = value;
    }
    // The flag is not stored with the payee, but its fields are.
    if (key.startsWith('intermediary_bank_') && value !== '') next.has_intermediary_bank = true;
  }
  // An incoming payment (returned to its payer): the payer's name, and the account the
  // money arrived on is the one it leaves from.
  const payer = tx.customer?.name;
  if (typeof payer === 'string' && payer.trim() && !next.customer_name) next.customer_name = payer;
  next.amount = amountOrDefault(tx.amount, DEFAULT_AMOUNTS.withdrawal);
  const account = tx.bank_account_id ?? (tx.type === 'deposit' ? tx.to_account_id : null);
  if (account !== null) next.bank_account_id = account;
  const service = serviceOf(tx);
  if (service) next.transfer_service = service;
  next.original_transaction_id = tx.id;
  return next;
}

const PAYEE_FIELDS = TEXT_FIELDS.filter((f) => f.startsWith('customer_') || f.startsWith('bank_'));

/**
 * The fields a beneficiary fills (PP-3.1-10, PP-4.5-11), or for null the reset of
 * PP-4.5-13: every customer_* and bank_* field, the free-market sector and industry, the
 * agent ids, and the legal type back to company. A beneficiary's missing values become ''
 * so nothing of a previously selected one is left behind.
 */
export function beneficiaryPatch(agent: Beneficiary | null): Partial<WithdrawalValues> {
  if (agent === null) {
    return {
      // The reference message is the user's own words, not the beneficiary's: it stays.
      ...Object.fromEntries(
        PAYEE_FIELDS.filter((f) => f !== 'customer_ref_message').map((f) => [f, '']),
      ),
      customer_legal_type: 'company',
      free_market_sector_id: null,
      free_market_industry_id: null,
      selected_agent_id: null,
      focused_agent_id: null,
    };
  }
  const patch: Partial<WithdrawalValues> = {
    customer_iban: normalizeIban(agent.iban ?? ''),
    customer_name: agent.company_name ?? '',
    customer_first_name: agent.first_name ?? '',
    customer_last_name: agent.last_name ?? '',
    customer_country: agent.country ?? '',
    customer_city: agent.city ?? '',
    customer_street: agent.street ?? '',
    customer_building_number: agent.building_number ?? '',
    customer_building_name: agent.building_name ?? '',
    customer_post_code: agent.zip_code ?? '',
    customer_sort_code: agent.sort_code ?? '',
    customer_account: agent.bank_account ?? '',
    bank_swift: agent.bank_swift ?? '',
    bank_name: agent.bank_name ?? '',
    bank_address: agent.bank_address ?? '',
    bank_city: agent.bank_city ?? '',
    bank_country: agent.bank_country ?? '',
    free_market_sector_id: agent.free_market_sector_id ?? null,
    free_market_industry_id: agent.free_market_industry_id ?? null,
    selected_agent_id: agent.id,
  };
  if (agent.legal_type === 'company' || agent.legal_type === 'individual') {
    patch.customer_legal_type = agent.legal_type;
  }
  return patch;
}
