import { z } from './zod.js';

/** PP-3.1 beneficiary (agent) as mapped onto the withdrawal form. */
export const Beneficiary = z.looseObject({
  id: z.number().int(),
  bank_account_id: z.number().int().nullable(),
  iban: z.string().nullable(),
  legal_type: z.string(),
  company_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  building_number: z.string().nullable(),
  building_name: z.string().nullable(),
  zip_code: z.string().nullable(),
  sort_code: z.string().nullable(),
  free_market_sector_id: z.number().int().nullable(),
  free_market_industry_id: z.number().int().nullable(),
  bank_account: z.string().nullable(),
  bank_swift: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_country: z.string().nullable(),
  bank_city: z.string().nullable(),
  bank_address: z.string().nullable(),
});
export type Beneficiary = z.infer<typeof Beneficiary>;

/** Body of creating or updating a beneficiary (unknown fields dropped). */
export const BeneficiaryDraft = z.object({
  bank_account_id: z.number().int().positive().nullable().optional(),
  iban: z.string().max(64).nullable().optional(),
  legal_type: z.enum(['company', 'individual']).default('company'),
  company_name: z.string().max(200).nullable().optional(),
  first_name: z.string().max(120).nullable().optional(),
  last_name: z.string().max(120).nullable().optional(),
  country: z.string().max(60).nullable().optional(),
  city: z.string().max(120).nullable().optional(),
  street: z.string().max(200).nullable().optional(),
  building_number: z.string().max(40).nullable().optional(),
  building_name: z.string().max(120).nullable().optional(),
  zip_code: z.string().max(40).nullable().optional(),
  sort_code: z.string().max(16).nullable().optional(),
  free_market_sector_id: z.number().int().positive().nullable().optional(),
  free_market_industry_id: z.number().int().positive().nullable().optional(),
  bank_account: z.string().max(64).nullable().optional(),
  bank_swift: z.string().max(11).nullable().optional(),
  bank_name: z.string().max(200).nullable().optional(),
  bank_country: z.string().max(60).nullable().optional(),
  bank_city: z.string().max(120).nullable().optional(),
  bank_address: z.string().max(300).nullable().optional(),
});
export type BeneficiaryDraft = z.infer<typeof BeneficiaryDraft>;

/** One entry of the dictionary summary: where to fetch it and its version. */
export const DictionaryEntry = z.looseObject({
  name: z.string(),
  url: z.string(),
  file: z.string(),
  updated_at: z.string(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntry>;

/** `GET dictionaries`: the summary with urls and files per dictionary (PP-7.3-01). */
export const DictionarySummary = z.record(z.string(), DictionaryEntry);
export type DictionarySummary = z.infer<typeof DictionarySummary>;

/** Bank details answered by `dictionaries/externals/iban` and `.../swift`. */
export const BankDetails = z.looseObject({
  bank_swift: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_address: z.string().nullable(),
  bank_city: z.string().nullable(),
  bank_country: z.string().nullable(),
});
export type BankDetails = z.infer<typeof BankDetails>;

/** `GET white-label`: the deployment's white-label record (common view), fields as AC-1-03 names them. */
export const WhiteLabel = z.looseObject({
  name: z.string(),
  domain: z.string().nullable(),
  logo_url: z.string().nullable(),
  dark_logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  background_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  support_email: z.string().nullable(),
  terms_url: z.string().nullable(),
  privacy_url: z.string().nullable(),
});
export type WhiteLabel = z.infer<typeof WhiteLabel>;

/**
 * One row of `GET company/white-label/owners` (AC-7mgr-12, its path ours: docs/decisions.md,
 * issue 40): a white-label parent the company's white label falls under, nearest first.
 */
export const WhiteLabelOwner = z.looseObject({
  id: z.number().int(),
  name: z.string(),
});
export type WhiteLabelOwner = z.infer<typeof WhiteLabelOwner>;
