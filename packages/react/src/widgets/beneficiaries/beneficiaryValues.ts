import { normalizeIban } from '@flexportal/core';
import type { Beneficiary, BeneficiaryDraft } from '@flexportal/core/contract';

/** How the beneficiary's account is given (PP-3.1-11): an IBAN, or an account number (+ sort code). */
export type AccountKind = 'iban' | 'account';

/** Legal types a beneficiary can be saved with (the draft accepts these two, PP-3.2-03). */
export type BeneficiaryLegalType = 'company' | 'individual';

/** Every text input of the form, in the order they are shown (inputs hold strings; '' is empty). */
const BENEFICIARY_TEXT_FIELDS = [
  'iban',
  'bank_account',
  'sort_code',
  'company_name',
  'first_name',
  'last_name',
  'country',
  'city',
  'street',
  'building_number',
  'building_name',
  'zip_code',
  'bank_swift',
  'bank_name',
  'bank_country',
  'bank_city',
  'bank_address',
] as const;

/** One of {@link BENEFICIARY_TEXT_FIELDS}. */
type BeneficiaryTextField = (typeof BENEFICIARY_TEXT_FIELDS)[number];

/** The beneficiary (agent, PP-3.1-11) as the form holds it. */
export interface BeneficiaryValues extends Record<BeneficiaryTextField, string> {
  /** company or individual; decides which name fields count. */
  legal_type: BeneficiaryLegalType;
  /** IBAN or account number; the other kind's inputs are kept while typing but not sent. */
  account_kind: AccountKind;
  /** The company account the beneficiary is saved for, or null for every account. */
  bank_account_id: number | null;
  /** Free-market sector (companies only, PP-4.5-08). */
  free_market_sector_id: number | null;
  /** Free-market industry of the sector. */
  free_market_industry_id: number | null;
  /** Set by the submit flow's duplicate confirmation; never sent. */
  bypass_duplicate_check?: boolean;
}

/** An empty form: a company paid by IBAN, for every account. */
export function beneficiaryDefaults(): BeneficiaryValues {
  const text = Object.fromEntries(BENEFICIARY_TEXT_FIELDS.map((f) => [f, ''])) as Record<
    BeneficiaryTextField,
    string
  >;
  return {
    ...text,
    legal_type: 'company',
    account_kind: 'iban',
    bank_account_id: null,
    free_market_sector_id: null,
    free_market_industry_id: null,
  };
}

/**
 * A saved beneficiary as form values. A legal type the draft cannot take ('undefined')
 * falls back to company, as deselecting does on the withdrawal form (PP-4.5-13).
 */
export function fromBeneficiary(agent: Beneficiary): BeneficiaryValues {
  const values = beneficiaryDefaults();
  for (const field of BENEFICIARY_TEXT_FIELDS) {
    const v = (agent as Record<string, unknown>)[field];
    values[field] = v == null ? '' : String(v);
  }
  values.legal_type = agent.legal_type === 'individual' ? 'individual' : 'company';
  // Without an IBAN the beneficiary is paid by account number (and sort code, PP-4.5-12).
  values.account_kind = agent.iban || !(agent.bank_account || agent.sort_code) ? 'iban' : 'account';
  values.bank_account_id = agent.bank_account_id ?? null;
  values.free_market_sector_id = agent.free_market_sector_id ?? null;
  values.free_market_industry_id = agent.free_market_industry_id ?? null;
  return values;
}

const text = (v: string) => {
  const trimmed = v.trim();
  return trimmed === '' ? null : trimmed;
};

/** Upper case with spaces removed: how IBANs and SWIFT codes are stored. */
export const compactCode = (v: string) => normalizeIban(v).toUpperCase();

/** A sort code as digits only ("60-16-13" is "601613"). */
export const compactSortCode = (v: string) => v.replace(/[\s-]+/g, '');

/**
 * The body of `POST`/`PUT manager/transactions/agents` (PP-7.4-19): every field the server
 * accepts, empty inputs as null. Only the chosen account kind's fields and the legal type's
 * name fields are sent, so a switched choice never saves stale values; the free-market
 * fields go with companies only (PP-4.5-08).
 */
export function toBeneficiaryBody(v: BeneficiaryValues): BeneficiaryDraft {
  const byIban = v.account_kind === 'iban';
  const company = v.legal_type === 'company';
  const iban = compactCode(v.iban);
  const swift = compactCode(v.bank_swift);
  const sort = compactSortCode(v.sort_code);
  return {
    bank_account_id: v.bank_account_id,
    legal_type: v.legal_type,
    iban: byIban && iban ? iban : null,
    bank_account: byIban ? null : text(v.bank_account),
    sort_code: byIban || !sort ? null : sort,
    company_name: company ? text(v.company_name) : null,
    first_name: company ? null : text(v.first_name),
    last_name: company ? null : text(v.last_name),
    country: text(v.country),
    city: text(v.city),
    street: text(v.street),
    building_number: text(v.building_number),
    building_name: text(v.building_name),
    zip_code: text(v.zip_code),
    free_market_sector_id: company ? v.free_market_sector_id : null,
    free_market_industry_id:
      company && v.free_market_sector_id !== null ? v.free_market_industry_id : null,
    bank_swift: swift || null,
    bank_name: text(v.bank_name),
    bank_country: text(v.bank_country),
    bank_city: text(v.bank_city),
    bank_address: text(v.bank_address),
  };
}

/** The name a beneficiary is shown by: the company name, else first and last name. */
export function beneficiaryName(agent: Beneficiary): string {
  const person = [agent.first_name, agent.last_name].filter(Boolean).join(' ');
  return agent.company_name || person;
}
