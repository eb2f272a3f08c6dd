import { COMPANY_FEATURES, COMPANY_TYPES } from '@flexportal/core';
import type { Company } from '@flexportal/core/contract';

/** The administrator's edit of a company (AC-7admin-11). */
export interface CompanyValues {
  enabled: boolean;
  enabled_features: string[];
  company_types: string[];
  node_type: string;
}

/** The edit of a company as the server sends it: its features as the list of those on. */
export function companyValues(
  c: Pick<Company, 'enabled' | 'enabled_features' | 'company_types' | 'node_type'>,
): CompanyValues {
  const on = c.enabled_features as Record<string, boolean>;
  return {
    enabled: c.enabled,
    enabled_features: COMPANY_FEATURES.filter((f) => on[f] === true),
    company_types: COMPANY_TYPES.filter((t) => c.company_types.includes(t)),
    node_type: c.node_type ?? 'ROOT',
  };
}

/** `list` with `item` in (on) or out, in the order of `all`. */
export function toggled(
  all: readonly string[],
  list: readonly string[],
  item: string,
  on: boolean,
) {
  return all.filter((x) => (x === item ? on : list.includes(x)));
}

/** The body of `PUT a/companies/{id}`: every edited field, the sets in their fixed order. */
export function toCompanyBody(v: CompanyValues) {
  return {
    enabled: v.enabled,
    enabled_features: COMPANY_FEATURES.filter((f) => v.enabled_features.includes(f)),
    company_types: COMPANY_TYPES.filter((t) => v.company_types.includes(t)),
    node_type: v.node_type,
  };
}
