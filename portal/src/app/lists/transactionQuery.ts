import { parseTransactionListQuery } from '@flexportal/core';

/**
 * The transaction list query with the spec's aliases resolved (bid, cid, start_date,
 * end_date; period giving default dates: PP-2.4-14..18), written with the names the list
 * screen uses, so `?bid=3&period=current_year` and the canonical form show the same rows.
 */
export function normalizeTransactionQuery(query: URLSearchParams): URLSearchParams {
  const parsed = parseTransactionListQuery(query);
  const out = new URLSearchParams();
  if (parsed.bank_account_id) out.set('bank_account_id', parsed.bank_account_id);
  if (parsed.company_id) out.set('company_id', parsed.company_id);
  for (const id of parsed.transaction_ids ?? []) out.append('tid[]', id);
  if (parsed.period) out.set('period', parsed.period);
  if (parsed.from_date) out.set('from_date', parsed.from_date);
  if (parsed.to_date) out.set('to_date', parsed.to_date);
  for (const key of ['page', 'per_page']) {
    const value = query.get(key);
    if (value) out.set(key, value);
  }
  return out;
}

/**
 * Whose transactions a transaction-list route shows (AC-2manager-07/08):
 * /manager/affiliates/transactions/{mode} the affiliates', /manager/white-labeled/… the
 * white-labeled children's, /manager/transactions/{mode} the company's own.
 */
export function transactionSourceOfPath(
  pathname: string,
): 'company' | 'affiliates' | 'white-labeled' {
  if (pathname.startsWith('/manager/affiliates/transactions/')) return 'affiliates';
  if (pathname.startsWith('/manager/white-labeled/transactions/')) return 'white-labeled';
  return 'company';
}
