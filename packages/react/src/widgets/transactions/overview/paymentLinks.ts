import { buildPaymentQuery, type PaymentForm } from '@flexportal/core';

/** The two form actions that start from an existing transaction (PP-3.2-08). */
export type PaymentLinkAction = 'repeat' | 'return';

/** Payment forms that have a repeat and return route (PP-2.3-01). */
export type PaymentRouteForm = Extract<
  PaymentForm,
  'withdrawal' | 'transfer' | 'exchange' | 'convert'
>;

// Transaction type to the form that creates it; other types (card, crypto, import,
// deposits) have no repeat or return route.
const FORM_OF_TYPE: ReadonlyMap<string, PaymentRouteForm> = new Map([
  ['withdrawal', 'withdrawal'],
  ['transfer', 'transfer'],
  ['exchange', 'exchange'],
  ['convert', 'convert'],
]);

/**
 * Default link of Repeat: the transaction's payment route (PP-2.3-01) with its query
 * shortcuts (PP-2.4). Placeholders: `{type}` the form, `{action}`, `{id}` the transaction,
 * `{query}` the shortcuts (`act=repeat&tx=42`).
 */
export const DEFAULT_REPEAT_HREF = '/manager/payments/{type}/repeat?{query}';
/** Default link of Return; placeholders as in {@link DEFAULT_REPEAT_HREF}. */
export const DEFAULT_RETURN_HREF = '/manager/payments/{type}/return?{query}';

/** The payment form a transaction type is repeated or returned on, or null when none. */
export function paymentFormOf(type: string): PaymentRouteForm | null {
  return FORM_OF_TYPE.get(type) ?? null;
}

/**
 * The query shortcuts (PP-2.4) that open `form` to repeat or return transaction `id`:
 * `act` (PP-2.4-01) and `tx` (PP-2.4-02), as the form accepts them.
 */
export function paymentShortcuts(
  form: PaymentRouteForm,
  action: PaymentLinkAction,
  id: number,
): string {
  return new URLSearchParams(buildPaymentQuery(form, { action, transaction_id: id })).toString();
}

/**
 * The Repeat or Return link of a transaction from a template (see
 * {@link DEFAULT_REPEAT_HREF}), or null when its type has no payment form. `form` names the
 * form when it is not the type's own (a deposit is returned with a withdrawal).
 */
export function paymentLink(
  template: string,
  tx: { id: number; type: string },
  action: PaymentLinkAction,
  form: PaymentRouteForm | null = paymentFormOf(tx.type),
): string | null {
  if (!form) return null;
  const values: Record<string, string> = {
    type: encodeURIComponent(form),
    action: encodeURIComponent(action),
    id: encodeURIComponent(String(tx.id)),
    query: paymentShortcuts(form, action, tx.id),
  };
  return template.replace(/\{(type|action|id|query)\}/g, (_, name: string) => values[name] ?? '');
}
