import { type QueryInput, queryValue } from './queryInput.js';

export type { QueryInput } from './queryInput.js';

/** Payment forms whose query shortcuts differ (PP-2.4). */
export type PaymentForm =
  | 'withdrawal'
  | 'transfer'
  | 'exchange'
  | 'convert'
  | 'crypto'
  | 'import'
  | 'crypto-withdraw';

/** Form actions (PP-3.2-08). */
type PaymentAction = 'create' | 'repeat' | 'return';

/** What a payment form reads from its query (PP-2.4), in the draft's names. */
export interface PaymentQuery {
  /** `act`: create, repeat or return. */
  action?: PaymentAction;
  /** `tx`: the transaction to repeat or return. */
  transaction_id?: number;
  /** `amt`: the amount, a decimal string. */
  amount?: string;
  /** `aid`: the source account. */
  account_id?: number;
  /** `tid`: the target account. */
  to_account_id?: number;
  /** `ag`: the beneficiary (withdrawal only). */
  agent_id?: number;
  /** `rp`: the portal service (withdrawal only). */
  portal_service?: string;
  /** `rp_acct`: the remote account (withdrawal only). */
  portal_service_remote_account?: string;
  /** `rp_cur`: the portal currency (withdrawal only). */
  portal_service_currency?: string;
  /** `fx`: a flexpsp deposit, 1 or 0 (withdrawal only). */
  is_flexpsp_deposit?: boolean;
}

/** Short key to field (PP-2.4-01 to PP-2.4-10). */
export const QUERY_SHORTCUTS = Object.freeze({
  act: 'action',
  tx: 'transaction_id',
  amt: 'amount',
  aid: 'account_id',
  tid: 'to_account_id',
  ag: 'agent_id',
  rp: 'portal_service',
  rp_acct: 'portal_service_remote_account',
  rp_cur: 'portal_service_currency',
  fx: 'is_flexpsp_deposit',
} as const satisfies Record<string, keyof PaymentQuery>);

type ShortKey = keyof typeof QUERY_SHORTCUTS;
const COMMON: ShortKey[] = ['act', 'tx', 'amt', 'aid', 'tid'];
const ALL = Object.keys(QUERY_SHORTCUTS) as ShortKey[];

/** Keys each form accepts: withdrawal all; import aid only; crypto withdraw amt and aid. */
export const FORM_QUERY_KEYS: Readonly<Record<PaymentForm, readonly ShortKey[]>> = Object.freeze({
  withdrawal: ALL,
  transfer: COMMON,
  exchange: COMMON,
  convert: COMMON,
  crypto: COMMON,
  import: ['aid'],
  'crypto-withdraw': ['amt', 'aid'],
});

const ACTIONS: readonly string[] = ['create', 'repeat', 'return'];

const asId = (v: string) => (/^\d+$/.test(v) ? Number(v) : undefined);

/**
 * Reads a payment form's query shortcuts (PP-2.4). Keys the form does not accept are
 * ignored; act defaults to create for convert and exchange; booleans are 1 or 0.
 */
export function parsePaymentQuery(form: PaymentForm, query: QueryInput): PaymentQuery {
  const out: PaymentQuery = {};
  for (const key of FORM_QUERY_KEYS[form]) {
    const raw = queryValue(query, key);
    if (raw === undefined || raw === '') continue;
    if (key === 'act') {
      if (ACTIONS.includes(raw)) out.action = raw as PaymentAction;
    } else if (key === 'amt') {
      if (/^\d+(\.\d+)?$/.test(raw)) out.amount = raw;
    } else if (key === 'fx') {
      if (raw === '1' || raw === '0') out.is_flexpsp_deposit = raw === '1';
    } else if (key === 'rp' || key === 'rp_acct' || key === 'rp_cur') {
      out[QUERY_SHORTCUTS[key]] = raw;
    } else {
      const id = asId(raw);
      if (id !== undefined) out[QUERY_SHORTCUTS[key]] = id;
    }
  }
  if (!out.action && (form === 'convert' || form === 'exchange')) out.action = 'create';
  return out;
}

/** Writes a payment query back to its short keys (PP-2.4), only those the form accepts. */
export function buildPaymentQuery(form: PaymentForm, values: PaymentQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FORM_QUERY_KEYS[form]) {
    const v = values[QUERY_SHORTCUTS[key]];
    if (v === undefined || v === null || v === '') continue;
    out[key] = typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
  }
  return out;
}
