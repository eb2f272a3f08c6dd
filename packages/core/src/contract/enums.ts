import { z } from 'zod';
import { TRANSACTION_MODES } from '../domain/transactionModes.js';
import { TRANSFER_SERVICES } from '../domain/transferService.js';
import { LIST_PERIODS } from './listPeriod.js';

/** PP-3.2 roles. */
export const Role = z.enum(['super-admin', 'admin', 'manager', 'manager-reader']);
export type Role = z.infer<typeof Role>;

/** PP-3.2 account types. */
export const AccountType = z.enum(['fiat', 'crypto']);
export type AccountType = z.infer<typeof AccountType>;

/** PP-3.2 legal types. */
export const LegalType = z.enum(['company', 'individual', 'undefined']);
export type LegalType = z.infer<typeof LegalType>;

/** PP-3.2 crypto currencies. */
export const CryptoCurrency = z.enum(['BTC', 'ETH', 'USDT', 'TRX']);
export type CryptoCurrency = z.infer<typeof CryptoCurrency>;

/** PP-3.2 crypto networks (ethereum for USDT and ETH, bitcoin for BTC, tron for TRX). */
export const CryptoNetwork = z.enum(['ethereum', 'bitcoin', 'tron']);
export type CryptoNetwork = z.infer<typeof CryptoNetwork>;

/** PP-3.2 transmission protocols. */
export const TransmissionProtocol = z.enum([
  'SEPA',
  'SWIFT',
  'INTERNAL',
  'CRYPTO',
  'FPS_CHAPS',
  'CRYPTO_EXCHANGE',
  'PORTAL_TRANSFER',
]);
export type TransmissionProtocol = z.infer<typeof TransmissionProtocol>;

/** PP-3.2 transaction kinds as listed and shown. */
export const TransactionKind = z.enum([
  'card',
  'crypto',
  'withdrawal',
  'transfer',
  'exchange',
  'convert',
  'withdraw_crypto',
  'receive_crypto',
  'buy_crypto',
  'import',
]);
export type TransactionKind = z.infer<typeof TransactionKind>;

/** PP-3.2 transaction types of the creation model. */
export const TransactionType = z.enum([
  'withdrawal',
  'crypto',
  'import',
  'transfer',
  'exchange',
  'convert',
  'card',
  'buy_crypto',
  'withdraw_crypto',
  'receive_crypto',
]);
export type TransactionType = z.infer<typeof TransactionType>;

/** PP-3.2 form actions. */
export const FormAction = z.enum(['create', 'repeat', 'return']);
export type FormAction = z.infer<typeof FormAction>;

/** PP-3.2 transfer services of a withdrawal. */
export const TransferService = z.enum(TRANSFER_SERVICES);
export type TransferService = z.infer<typeof TransferService>;

/** PP-3.2 company source of funds: 1 Business, 2 Customer. */
export const SourceOfFundsId = z.union([z.literal(1), z.literal(2)]);
export type SourceOfFundsId = z.infer<typeof SourceOfFundsId>;

/** PP-3.2 transaction list modes (api = Admin Action Required). */
export const TransactionMode = z.enum(TRANSACTION_MODES);
export type TransactionMode = z.infer<typeof TransactionMode>;

/** AC-3 report periods (company statistic, a list's period shortcut). */
export const ListPeriod = z.enum(LIST_PERIODS);
export type ListPeriod = z.infer<typeof ListPeriod>;

/** AC-3 company types. */
export const CompanyType = z.enum([
  'REGULAR',
  'LIMITED_FEATURES_FLEXPSP',
  'PORTAL_GATEWAY',
  'FEE_REGULAR',
  'FEE_CURRENCY_CLOUD',
  'WHITE_LABEL',
]);
export type CompanyType = z.infer<typeof CompanyType>;

/** AC-3 company node types (API approvals only on a root node). */
export const NodeType = z.enum(['ROOT', 'SUB', 'MIXED']);
export type NodeType = z.infer<typeof NodeType>;

/** AC-3 company features. */
export const CompanyFeature = z.enum([
  'affiliation',
  'crypto',
  'portals',
  'psp_portal',
  'create_accounts',
]);
export type CompanyFeature = z.infer<typeof CompanyFeature>;

/** AC-3 portal services. */
export const PortalService = z.enum([
  'free_market',
  'easy_payments',
  'bcb',
  'currency_cloud',
  'satchelpay_eur',
  'cfszipp_eur',
  'cfszipp_gbp',
  'klarpay',
  'equals_money',
  'nexpay',
  'financial_house',
  'narvi',
  'openpayd',
  'apaylo',
]);
export type PortalService = z.infer<typeof PortalService>;

/** AC-3 fee modes and fee types. */
export const FeeMode = z.enum(['every_transaction', 'based_on_amount']);
export type FeeMode = z.infer<typeof FeeMode>;
export const FeeType = z.enum(['EXCHANGE', 'TRANSFER']);
export type FeeType = z.infer<typeof FeeType>;

/** Default currencies (PP-3.2): EUR fiat, BTC crypto. */
export const DEFAULT_FIAT_CURRENCY = 'EUR';
export const DEFAULT_CRYPTO_CURRENCY = 'BTC';
