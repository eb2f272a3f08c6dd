import { DecimalString } from './decimal.js';
import { z } from './zod.js';

/** Currency unit of an account: code and fiat or crypto. */
const CurrencyUnit = z.looseObject({
  value: z.string(),
  currency_type: z.string(),
});

/** PP-3.1 / AC-3 bank account, with its balances as decimal strings. */
export const BankAccount = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  currency_unit: CurrencyUnit,
  sub_unit: z.number().int(),
  selected: z.boolean(),
  iban: z.string().nullable(),
  transmission_protocols_disabled: z.array(z.string()),
  temporary_ibans: z.array(z.string()),
  payment_service: z.string().nullable(),
  portal_service_active: z.boolean(),
  total_balance: DecimalString,
  available_balance: DecimalString,
  pending_balance: DecimalString,
});
export type BankAccount = z.infer<typeof BankAccount>;

/** PP-3.1 crypto wallet. */
export const CryptoWallet = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  wallet: z.string(),
});
export type CryptoWallet = z.infer<typeof CryptoWallet>;

/** A positive money amount as a decimal string. */
export const PositiveAmount = DecimalString.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), {
  message: 'The amount must be greater than 0.',
});

/** Query of `GET manager/bank-accounts/{id}/validate-balance`. */
export const ValidateBalanceQuery = z.object({
  amount: PositiveAmount,
  bank_account_id: z.coerce.number().int().positive().optional(),
  customer_legal_type: z.enum(['company', 'individual']).optional(),
  transmission_protocol_id: z.string().optional(),
});
export type ValidateBalanceQuery = z.infer<typeof ValidateBalanceQuery>;

/** Body of `POST manager/bank-accounts`. */
export const CreateBankAccountRequest = z.object({
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'Must be an upper-case currency code'),
  name: z.string().trim().min(1).max(120).optional(),
});
export type CreateBankAccountRequest = z.infer<typeof CreateBankAccountRequest>;

/**
 * One source account's entry of `GET company/accounts-transfer-map` (AC-7mgr-06): the company
 * accounts it may move money to (PP-4.6-01: the allowed exchange pairs).
 */
export const TransferMapEntry = z.object({
  bank_account_id: z.number().int(),
  to_account_ids: z.array(z.number().int()),
});
export type TransferMapEntry = z.infer<typeof TransferMapEntry>;
