import type { PaymentQuery } from '@flexportal/core';
import type { WithdrawalCallbacks } from './useWithdrawal.js';

/** Props of {@link Withdrawal}: the query shortcuts of PP-2.4 as props, and the host's callbacks. */
export interface WithdrawalProps extends WithdrawalCallbacks {
  /** `act`: create (default), repeat or return. */
  action?: 'create' | 'repeat' | 'return';
  /** `tx`: the transaction to repeat or return. */
  transactionId?: number;
  /** `amt`: the amount to start with, a decimal string; default 100. */
  amount?: string;
  /** `aid`: the source account; default the company's default account. */
  accountId?: number;
  /** `ag`: a saved beneficiary to fill the payee with. */
  agentId?: number;
  /** `rp`: a portal service; it prefills and locks the form (PP-4.5-17). */
  portalService?: string;
  /** `rp_acct`: the portal service's remote account. */
  portalAccount?: string;
  /** `rp_cur`: the portal service's currency. */
  portalCurrency?: string;
  /** `fx`: a flexpsp deposit; it locks the form like a portal service. */
  flexpspDeposit?: boolean;
  /**
   * Where "View transaction" leads after success; `{id}` is replaced. Without it the
   * success message has no link (a partner page may have no transaction page).
   */
  transactionHref?: string;
}

// Props arrive typed (coerceProps at the boundary); an id the API could never know (0,
// negative, fractional) is ignored, as in a URL's query.
const knownId = (n: number | undefined) =>
  n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
const ACTIONS = ['create', 'repeat', 'return'] as const;

/** The props as the query shortcuts they stand for (PP-2.4), ignoring what does not parse. */
export function queryFromProps(p: WithdrawalProps): PaymentQuery {
  const q: PaymentQuery = {};
  const action = ACTIONS.find((a) => a === p.action);
  if (action) q.action = action;
  const ids = {
    transaction_id: knownId(p.transactionId),
    account_id: knownId(p.accountId),
    agent_id: knownId(p.agentId),
  };
  for (const [key, value] of Object.entries(ids)) if (value) q[key as keyof typeof ids] = value;
  if (p.amount) q.amount = p.amount;
  if (p.portalService) q.portal_service = p.portalService;
  if (p.portalAccount) q.portal_service_remote_account = p.portalAccount;
  if (p.portalCurrency) q.portal_service_currency = p.portalCurrency;
  if (p.flexpspDeposit === true) q.is_flexpsp_deposit = true;
  return q;
}

/** The query shortcuts of a payment URL (core's parsePaymentQuery) as the screen's props. */
export function propsFromQuery(q: PaymentQuery): WithdrawalProps {
  const p: WithdrawalProps = {};
  if (q.action) p.action = q.action;
  if (q.transaction_id) p.transactionId = q.transaction_id;
  if (q.amount) p.amount = q.amount;
  if (q.account_id) p.accountId = q.account_id;
  if (q.agent_id) p.agentId = q.agent_id;
  if (q.portal_service) p.portalService = q.portal_service;
  if (q.portal_service_remote_account) p.portalAccount = q.portal_service_remote_account;
  if (q.portal_service_currency) p.portalCurrency = q.portal_service_currency;
  if (q.is_flexpsp_deposit) p.flexpspDeposit = true;
  return p;
}
