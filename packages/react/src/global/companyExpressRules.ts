import type { Company } from '@flexportal/core/contract';

/** The legal types of a company (PP-3.1 Company.legal_type), in the order offered. */
export const COMPANY_LEGAL_TYPES = ['company', 'individual'] as const;

/** The express data entry of a company (PP-2.5-10): the fields `PUT a/companies/{id}` takes. */
export interface CompanyExpressValues {
  name: string;
  legal_type: string;
}

/** The fields of the express data entry, each with the catalogue sentence of its refusal. */
const REFUSALS = {
  name: 'companyExpress.nameRefused',
  legal_type: 'companyExpress.legalTypeRefused',
} as const;

/** A catalogue key of a refused field. */
type RefusalKey = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The form's values from the company as the server sends it. Pure. */
export function companyExpressValues(
  company: Pick<Company, 'name' | 'legal_type'>,
): CompanyExpressValues {
  return { name: company.name, legal_type: company.legal_type };
}

/** The body of `PUT a/companies/{id}`: the two fields, the name as typed (the server trims). */
export function toCompanyExpressBody(values: CompanyExpressValues): CompanyExpressValues {
  return { name: values.name, legal_type: values.legal_type };
}

/**
 * The sentence (catalogue key) beside each field the server refused: the catalogue's own
 * words, never the server's or its schema library's. Fields the form does not show are
 * left out; {@link refusedElsewhere} says whether any were. Pure.
 */
export function companyExpressRefusals(
  errors: Readonly<Record<string, string>>,
): Partial<Record<keyof CompanyExpressValues, RefusalKey>> {
  const out: Partial<Record<keyof CompanyExpressValues, RefusalKey>> = {};
  for (const field of Object.keys(REFUSALS) as (keyof CompanyExpressValues)[]) {
    if (errors[field]) out[field] = REFUSALS[field];
  }
  return out;
}

/** True when the server refused fields, none of which the form shows. Pure. */
export function refusedElsewhere(errors: Readonly<Record<string, string>>): boolean {
  const fields = Object.keys(errors).filter((f) => errors[f]);
  return fields.length > 0 && !fields.some((f) => f in REFUSALS);
}
