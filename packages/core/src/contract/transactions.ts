import { PositiveAmount } from './accounts.js';
import { DecimalString } from './decimal.js';
import { CryptoNetwork, TransactionMode, TransferService } from './enums.js';
import { z } from './zod.js';

// Drafts are request bodies: plain objects, unknown fields are dropped (the server
// ignores them consistently). Ids are positive integers; amounts are decimal strings.

const Id = z.number().int().positive();
const OptionalId = Id.nullable().optional();

/** PP-3.3 base creation model. */
export const BaseDraft = z.object({
  bank_account_id: Id,
  amount: PositiveAmount,
  bypass_duplicate_check: z.boolean().optional(),
  original_transaction_id: OptionalId,
});

/** PP-3.3 withdrawal (IBAN / account) draft. */
export const WithdrawalDraft = BaseDraft.extend({
  customer_legal_type: z.enum(['company', 'individual']).default('company'),
  customer_iban: z.string().max(64).nullable().optional(),
  customer_account: z.string().max(64).nullable().optional(),
  customer_sort_code: z.string().max(16).nullable().optional(),
  customer_first_name: z.string().max(120).nullable().optional(),
  customer_last_name: z.string().max(120).nullable().optional(),
  customer_name: z.string().max(200).nullable().optional(),
  customer_street: z.string().max(200).nullable().optional(),
  customer_building_number: z.string().max(40).nullable().optional(),
  customer_building_name: z.string().max(120).nullable().optional(),
  customer_post_code: z.string().max(40).nullable().optional(),
  customer_address: z.string().max(300).nullable().optional(),
  customer_city: z.string().max(120).nullable().optional(),
  customer_ref_message: z.string().max(140).nullable().optional(),
  customer_country: z.string().max(60).nullable().optional(),
  bank_swift: z.string().max(11).nullable().optional(),
  bank_name: z.string().max(200).nullable().optional(),
  bank_address: z.string().max(300).nullable().optional(),
  bank_city: z.string().max(120).nullable().optional(),
  bank_country: z.string().max(60).nullable().optional(),
  intermediary_bank_swift: z.string().max(11).nullable().optional(),
  intermediary_bank_name: z.string().max(200).nullable().optional(),
  intermediary_bank_address: z.string().max(300).nullable().optional(),
  intermediary_bank_city: z.string().max(120).nullable().optional(),
  intermediary_bank_country: z.string().max(60).nullable().optional(),
  intermediary_bank_iban: z.string().max(64).nullable().optional(),
  has_intermediary_bank: z.boolean().optional(),
  to_account_id: OptionalId,
  transfer_service: TransferService.default('sepa'),
  portal_service: z.string().nullable().optional(),
  portal_destination_account_id: OptionalId,
  is_flexpsp_deposit: z.boolean().optional(),
  free_market_sector_id: OptionalId,
  free_market_industry_id: OptionalId,
  free_market_payment_purpose_id: OptionalId,
  bcb_purpose_code: z.string().max(20).nullable().optional(),
  transmission_protocol_id: z.string().optional(),
  focused_agent_id: OptionalId,
  selected_agent_id: OptionalId,
});
export type WithdrawalDraft = z.infer<typeof WithdrawalDraft>;

/**
 * The quote a submit names (`quote_id` of the grand total): the server books exactly its
 * amounts while it holds (30 s), else answers 422 "the rate moved" with a new one.
 */
const QuoteId = z
  .string()
  .max(500)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'The quote is invalid.');

/** PP-3.3 transfer between accounts (INTERNAL). */
export const TransferDraft = BaseDraft.extend({
  to_account_id: Id,
  transmission_protocol_id: z.literal('INTERNAL').default('INTERNAL'),
  /** The quote shown (an exchange): booked exactly while it holds, else 422 with a new one. */
  quote_id: QuoteId.optional(),
  /** The rate shown, for a server without quotes: must be the current rate, else 422. */
  quoted_rate: DecimalString.optional(),
});
export type TransferDraft = z.infer<typeof TransferDraft>;

/** PP-3.3 convert (crypto exchange). */
export const ConvertDraft = BaseDraft.extend({
  to_account_id: Id,
  crypto_amount: DecimalString.optional(),
  transmission_protocol_id: z.string().default('CRYPTO_EXCHANGE'),
  last_side: z.enum(['buy', 'sell']).optional(),
  /** The quote shown: booked exactly while it holds, else 422 with a new one. */
  quote_id: QuoteId.optional(),
  /** The rate shown, for a server without quotes: must be the current rate, else 422. */
  quoted_rate: DecimalString.optional(),
});
export type ConvertDraft = z.infer<typeof ConvertDraft>;

/** PP-3.3 crypto buy. */
export const CryptoBuyDraft = BaseDraft.extend({
  to_account_id: Id,
  crypto_amount: DecimalString.optional(),
  network: CryptoNetwork,
  wallet_id: Id,
  last_side: z.enum(['buy', 'sell']).optional(),
  /** The quote shown: booked exactly while it holds, else 422 with a new one (as convert's). */
  quote_id: QuoteId.optional(),
  /** The rate shown, for a server without quotes: must be the current rate, else 422. */
  quoted_rate: DecimalString.optional(),
});
export type CryptoBuyDraft = z.infer<typeof CryptoBuyDraft>;

/** PP-3.3 crypto receive. */
export const CryptoReceiveDraft = z.object({
  amount: PositiveAmount,
  fiat_amount: DecimalString.optional(),
  to_account_id: Id,
  network: CryptoNetwork,
  bypass_duplicate_check: z.boolean().optional(),
  is_crypto_auto_sell: z.boolean().default(true),
  last_side: z.enum(['buy', 'sell']).optional(),
});
export type CryptoReceiveDraft = z.infer<typeof CryptoReceiveDraft>;

/** PP-3.3 crypto withdraw. */
export const CryptoWithdrawDraft = BaseDraft.extend({
  network: CryptoNetwork,
  wallet_id: Id,
});
export type CryptoWithdrawDraft = z.infer<typeof CryptoWithdrawDraft>;

/**
 * Crypto payment (`manager/transactions/crypto`, type `crypto`, PP-3.2-07): from a crypto
 * account to a wallet address typed in, on the account currency's network. The address is
 * optional in the schema so the fee preview works while it is being typed; create checks
 * it (network checksums, core's checkCryptoAddress).
 */
export const CryptoPaymentDraft = BaseDraft.extend({
  network: CryptoNetwork,
  wallet: z.string().trim().max(128).optional(),
});
export type CryptoPaymentDraft = z.infer<typeof CryptoPaymentDraft>;

/** PP-3.3 import preview statistics. */
export const ImportPreview = z.looseObject({
  transactionsCount: z.number().int(),
  transactionsAmount: DecimalString,
  transactionsAmountWithFee: DecimalString,
});
export type ImportPreview = z.infer<typeof ImportPreview>;

/** PP-3.4 grand total (fee preview). */
export const GrandTotal = z.looseObject({
  transaction_amount: DecimalString,
  fee_amount: DecimalString,
  exchange_fee_amount: DecimalString,
  total_amount: DecimalString,
  available_balance: DecimalString,
  next_available_balance: DecimalString,
  is_enough_balance: z.boolean(),
  currency_unit: z.looseObject({ value: z.string(), currency_type: z.string() }),
  /**
   * The quote of a move at a rate (a server with quotes): name it as `quote_id` on submit to
   * book exactly these amounts; it holds until `quote_expires_at`. Absent elsewhere.
   */
  quote_id: z.string().optional(),
  quote_expires_at: z.string().optional(),
});
export type GrandTotal = z.infer<typeof GrandTotal>;

/** Query of `GET manager/transactions/grand-total` (PP-7.4). */
export const GrandTotalQuery = z.object({
  amount: PositiveAmount,
  bank_account_id: z.coerce.number().int().positive(),
  customer_legal_type: z.enum(['company', 'individual']).optional(),
  to_account_id: z.coerce.number().int().positive().optional(),
  transfer_service: TransferService.optional(),
  customer_iban: z.string().max(64).optional(),
  customer_account: z.string().max(64).optional(),
  bank_swift: z.string().max(11).optional(),
  sort_code: z.string().max(16).optional(),
});
export type GrandTotalQuery = z.infer<typeof GrandTotalQuery>;

/** PP-3.1 transaction ("id, name" shown; the rest is what the sandbox returns). */
export const Transaction = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  amount: DecimalString,
  fee_amount: DecimalString,
  exchange_fee_amount: DecimalString.optional(),
  total_amount: DecimalString,
  currency: z.string(),
  to_amount: DecimalString.nullable().optional(),
  to_currency: z.string().nullable().optional(),
  rate: DecimalString.nullable().optional(),
  bank_account_id: z.number().int().nullable(),
  to_account_id: z.number().int().nullable(),
  transmission_protocol: z.string().nullable().optional(),
  source_id: z.number().int().nullable().optional(),
  customer: z.record(z.string(), z.unknown()).nullable().optional(),
  created_at: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;

/** Query of `GET manager/transactions` (PP-2.4 filters, the ones the sandbox reads). */
export const TransactionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
  bank_account_id: z.coerce.number().int().positive().optional(),
  bid: z.coerce.number().int().positive().optional(),
  mode: TransactionMode.optional(),
  from_date: z.string().date().optional(),
  start_date: z.string().date().optional(),
  to_date: z.string().date().optional(),
  end_date: z.string().date().optional(),
});
export type TransactionListQuery = z.infer<typeof TransactionListQuery>;
