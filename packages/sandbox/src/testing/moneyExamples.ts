import type { MoneyMark } from '../routes/moneyRoute.js';
import { type Harness, json } from './harness.js';

/** A route marked `x-money-move` in the OpenAPI document, with its mark. */
export interface MoneyOperation {
  method: string;
  path: string;
  /** `METHOD /path`, as the ledger scope records the routes that wrote. */
  id: string;
  mark: MoneyMark;
}

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

/** Every operation of the document marked `x-money-move`, in the document's order. */
export function moneyOperations(doc: Doc): MoneyOperation[] {
  const out: MoneyOperation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const mark = op['x-money-move'] as MoneyOperation['mark'] | undefined;
      if (mark) out.push({ method, path, id: `${method.toUpperCase()} ${path}`, mark });
    }
  }
  return out;
}

/** Amounts per currency type: inside the limits the suite sets, and over them. */
export const AMOUNTS = {
  fiat: { max: '40', inside: (n: number) => `${n + 1}.00`, over: '41.00' },
  crypto: { max: '0.05', inside: (n: number) => `0.00${n + 1}`, over: '0.06' },
} as const;

/** What a placeholder needs to know of the caller, read once per caller. */
interface CallerData {
  accounts: Array<{ id: number; currency: string; type: string; available: number }>;
  ownerAccounts: Array<{ id: number; currency: string }> | null;
  wallets: Array<{ id: number; currency: string }>;
  /** The customer's company (an administrator's decision names it). */
  companyId?: number | null;
  /** API payments awaiting an administrator (what an administrator's token may list). */
  apiPayments?: number[];
}

/** The caller's accounts (for an administrator: the customer's), owner accounts and wallets. */
export async function callerData(
  h: Harness,
  token: string,
  customerToken: string,
): Promise<CallerData> {
  const get = async (path: string, t = token) => {
    const res = await h.call('GET', path, { token: t });
    return res.status === 200 ? (await json(res)).data : null;
  };
  const list =
    (await get('/manager/bank-accounts')) ?? (await get('/manager/bank-accounts', customerToken));
  const owner = await get('/manager/affiliate-owner');
  const me = await get('/auth/me', customerToken);
  const awaiting: Array<{ id: number }> = (await get('/a/transactions?mode=api')) ?? [];
  return {
    companyId: me?.company?.id ?? null,
    apiPayments: awaiting.map((t) => t.id),
    accounts: (list ?? []).map(
      (a: {
        id: number;
        currency: string;
        available_balance: string;
        currency_unit: { currency_type: string };
      }) => ({
        id: a.id,
        currency: a.currency,
        type: a.currency_unit.currency_type,
        available: Number(a.available_balance),
      }),
    ),
    ownerAccounts: owner?.accounts ?? null,
    wallets: (await get('/manager/crypto-wallets')) ?? [],
  };
}

/** A request of an example: placeholders resolved, or the reason it cannot be. */
export interface ExampleRequest {
  path: string;
  json?: Record<string, unknown>;
  form?: FormData;
  /** The amount sent, where it is (for the figure). */
  amount: string;
}

/**
 * Resolves an example's placeholders for a caller: `@account:CUR` (the caller's account in
 * CUR with the most money), `@owner-account:CUR`, `@wallet:CUR`, `@amount:CUR` (`amount` of
 * the currency's type: n-th inside or over), `@file:CUR` (a CSV of one withdrawal of that
 * amount), `@withdrawal` (`withdrawalId`), `@company` (the customer's company id), `@api-payment` (an API payment awaiting an
 * administrator); placeholders inside a JSON array are resolved too. Throws with the reason when the caller has none.
 */
export function resolveExample(
  op: MoneyOperation,
  data: CallerData,
  amount: 'over' | number,
  withdrawalId: number | null = null,
): ExampleRequest {
  let sent = '';
  const typeOf = (currency: string) =>
    data.accounts.find((a) => a.currency === currency)?.type === 'crypto' ? 'crypto' : 'fiat';
  const amountOf = (currency: string) => {
    const plan = AMOUNTS[typeOf(currency)];
    sent = amount === 'over' ? plan.over : plan.inside(amount);
    return sent;
  };
  const value = (v: unknown): unknown => {
    if (typeof v !== 'string' || !v.startsWith('@')) return v;
    const [kind, currency = ''] = v.slice(1).split(':') as [string, string | undefined];
    const found = (list: Array<{ id: number; currency: string }> | null, what: string) => {
      const pick = (list ?? [])
        .filter((x) => x.currency === currency)
        .sort(
          (a, b) =>
            ((b as { available?: number }).available ?? 0) -
            ((a as { available?: number }).available ?? 0),
        )[0];
      if (!pick) throw new Error(`no ${what} in ${currency}`);
      return pick.id;
    };
    if (kind === 'api-payment') {
      const id = data.apiPayments?.[0];
      if (id === undefined) throw new Error('no API payment awaiting an administrator');
      return id;
    }
    if (kind === 'company') {
      if (data.companyId == null) throw new Error('no company');
      return data.companyId;
    }
    if (kind === 'account') return found(data.accounts, 'account');
    if (kind === 'owner-account') return found(data.ownerAccounts, 'owner account');
    if (kind === 'wallet') return found(data.wallets, 'saved wallet');
    if (kind === 'amount') return amountOf(currency);
    if (kind === 'withdrawal') {
      if (withdrawalId === null) throw new Error('no withdrawal in progress');
      return String(withdrawalId);
    }
    if (kind === 'file') {
      const csv = `amount,transfer_service,customer_name,customer_iban\n${amountOf(currency)},sepa,Wayne Enterprises,DE44500105175407324931\n`;
      return new File([csv], `payments-${sent}.csv`, { type: 'text/csv' });
    }
    throw new Error(`unknown placeholder ${v}`);
  };
  const { params = {}, json: body, form } = op.mark.example;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(value(params[name])));
  const out: ExampleRequest = { path, amount: '' };
  const deep = (v: unknown): unknown => (Array.isArray(v) ? v.map(value) : value(v));
  if (body) out.json = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, deep(v)]));
  if (form) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(form)) fd.append(k, value(v) as string | File);
    out.form = fd;
  }
  out.amount = sent;
  return out;
}

/** Sends a resolved example as `token`, with a code when given. */
export function sendExample(
  h: Harness,
  op: MoneyOperation,
  req: ExampleRequest,
  token: string,
  code?: string,
): Promise<Response> {
  const headers: Record<string, string> = code ? { 'X-OTP-Code': code } : {};
  if (req.form) {
    return Promise.resolve(
      h.app.request(`/api/v2${req.path}`, {
        method: op.method.toUpperCase(),
        body: req.form,
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...headers },
      }),
    );
  }
  return h.call(op.method.toUpperCase(), req.path, {
    token,
    ...(req.json ? { body: req.json } : {}),
    headers,
  });
}
