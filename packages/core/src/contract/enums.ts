import { COMPANY_FEATURES, COMPANY_TYPES, NODE_TYPES } from '../domain/companyKinds.js';
import { TRANSACTION_MODES } from '../domain/transactionModes.js';
import { TRANSFER_SERVICES } from '../domain/transferService.js';
import { LIST_PERIODS } from './listPeriod.js';
import { z } from './zod.js';

/** PP-3.2 roles. */
export const Role = z.enum(['super-admin', 'admin', 'manager', 'manager-reader']);
export type Role = z.infer<typeof Role>;

/** PP-3.2 crypto networks (ethereum for USDT and ETH, bitcoin for BTC, tron for TRX). */
export const CryptoNetwork = z.enum(['ethereum', 'bitcoin', 'tron']);
export type CryptoNetwork = z.infer<typeof CryptoNetwork>;

/** PP-3.2 transfer services of a withdrawal. */
export const TransferService = z.enum(TRANSFER_SERVICES);
export type TransferService = z.infer<typeof TransferService>;

/** PP-3.2 transaction list modes (api = Admin Action Required). */
export const TransactionMode = z.enum(TRANSACTION_MODES);
export type TransactionMode = z.infer<typeof TransactionMode>;

/** AC-3 report periods (company statistic, a list's period shortcut). */
export const ListPeriod = z.enum(LIST_PERIODS);
export type ListPeriod = z.infer<typeof ListPeriod>;

/** AC-3 company features. */
export const CompanyFeature = z.enum(COMPANY_FEATURES);
export type CompanyFeature = z.infer<typeof CompanyFeature>;

/** AC-3 company types. */
export const CompanyType = z.enum(COMPANY_TYPES);
export type CompanyType = z.infer<typeof CompanyType>;

/** AC-3 node types: API payments are approved only on a ROOT node (AC-3-03). */
export const NodeType = z.enum(NODE_TYPES);
export type NodeType = z.infer<typeof NodeType>;
