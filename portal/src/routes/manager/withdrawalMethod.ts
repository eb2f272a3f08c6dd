import { buildPaymentQuery, parsePaymentQuery } from '@flexportal/core';
import { menuPath } from '../../app/menus/menuPath.js';

/** Values of the withdrawal route's `method` parameter (PP-2.3-04). */
export const WITHDRAWAL_METHODS = Object.freeze(['create', 'transfer', 'exchange'] as const);

const ACTIONS: readonly string[] = ['create', 'repeat', 'return'];

/**
 * Where `manager.payments.withdrawal` with `method` transfer or exchange leads (PP-2.3-04):
 * that form's own route, with the path's action and the query shortcuts that form accepts,
 * `tid` among them (PP-2.4-05), so one page per form stays. Null for `create`, an absent or
 * an unknown method: the withdrawal form itself (docs/decisions.md, issue 40).
 */
export function withdrawalMethodTarget(
  action: string | undefined,
  method: string | undefined,
  search: URLSearchParams,
): string | null {
  if (method !== 'transfer' && method !== 'exchange') return null;
  const shortcuts = parsePaymentQuery('withdrawal', search);
  const query = new URLSearchParams(buildPaymentQuery(method, shortcuts)).toString();
  const path = menuPath(`manager.payments.${method}`, {
    action: action && ACTIONS.includes(action) ? action : 'create',
  });
  return query ? `${path}?${query}` : path;
}
