import { type PaymentForm, parsePaymentQuery } from '@flexportal/core';
import { type PairFormProps, pairPropsFromQuery } from '@flexportal/react/transfer';

/**
 * The props of a transfer, exchange or convert page from its URL (PP-2.4): the shortcuts
 * act, tx, amt, aid, tid; the path's action wins over `act` (exchange and convert default
 * to create).
 */
export function pairPageProps(
  form: Extract<PaymentForm, 'transfer' | 'exchange' | 'convert'>,
  action: string | undefined,
  search: URLSearchParams,
): PairFormProps {
  const props = pairPropsFromQuery(parsePaymentQuery(form, search));
  if (action === 'create' || action === 'repeat' || action === 'return') props.action = action;
  return { ...props, transactionHref: '/manager/transactions/{id}' };
}
