/** The filters of the beneficiaries list (PP-7.4-19: search by bank_account_id and search). */
export interface BeneficiarySearchFilters {
  /** Free text matched against every field of the beneficiary. */
  search?: string | null | undefined;
  /** Only beneficiaries saved for this account. */
  bank_account_id?: number | string | null | undefined;
}

/** The query of `GET manager/transactions/agents` without paging. */
export interface BeneficiarySearchQuery {
  search?: string;
  bank_account_id?: number;
}

/** The longest search text the server takes; longer input is cut rather than refused. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The list query from the filters: trimmed search text (dropped when empty, cut to
 * {@link SEARCH_MAX_LENGTH}), the account only when it is a positive integer (filters read
 * from a URL or an attribute arrive as strings). Pure.
 */
export function beneficiarySearchQuery(filters: BeneficiarySearchFilters): BeneficiarySearchQuery {
  const query: BeneficiarySearchQuery = {};
  const search = (filters.search ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  if (search) query.search = search;
  const raw = filters.bank_account_id;
  const account = raw === '' || raw == null ? Number.NaN : Number(raw);
  if (Number.isInteger(account) && account > 0) query.bank_account_id = account;
  return query;
}

/** Default link of one beneficiary (AC-2manager: /manager/transaction-agents/{id}). */
export const DEFAULT_AGENT_HREF = '/manager/transaction-agents/{id}';
/** Default link of the create page (AC-2manager: /manager/transaction-agents/create). */
export const DEFAULT_CREATE_HREF = '/manager/transaction-agents/create';
/** Default withdrawal shortcut with the beneficiary as `ag` (PP-2.4: agent_id). */
export const DEFAULT_WITHDRAWAL_HREF = '/manager/payments/withdrawal/create?ag={id}';

/** A link template with every `{id}` replaced by the URL-encoded id. */
export function hrefFor(template: string, id: number | string): string {
  return template.replaceAll('{id}', encodeURIComponent(String(id)));
}
