import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { QUOTE_HOLD_MS, RATE_MOVED } from '../reference/quotedRate.js';
import type { AccountRow } from '../routes/present.js';
import { grandTotal, type Quote, quoteBetween } from './operations.js';

/**
 * A quote (issue 36, finding 1): what an exchange will book, exactly, for 30 s. The preview
 * answers it with its `quote_id`; a submit naming it books exactly these amounts or is
 * refused with a new quote. The id is the quote itself, signed with a key derived from the
 * server secret (HMAC-SHA256): nothing is stored, so no write per preview (P8) and any
 * process of a cluster checks it; nobody without the secret can make or change one.
 */
interface HeldQuote {
  companyId: number;
  kind: Quote['kind'];
  sourceId: number;
  targetId: number;
  amount: bigint;
  fee: bigint;
  exchangeFee: bigint;
  toAmount: bigint;
  rate: string;
  /** Epoch ms after which the quote is no longer honoured. */
  expiresAt: number;
}

const VERSION = 1;
/** A quote id as the drafts accept it: base64url payload, a dot, base64url signature. */
const QUOTE_ID_PATTERN = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/;

const keys = new Map<string, Buffer>();
/** The quote key: the server secret's HMAC of a fixed label, so it signs nothing else. */
function quoteKey(deps: Deps): Buffer {
  const secret = deps.config.jwtSecret;
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('flexportal-sandbox quote key v1').digest();
    keys.set(secret, key);
  }
  return key;
}

const sign = (deps: Deps, payload: string) =>
  createHmac('sha256', quoteKey(deps)).update(payload).digest();

/** The quote of `q` for `companyId`, held until now + 30 s: its id and expiry. */
function signQuote(
  deps: Deps,
  companyId: number,
  q: Quote,
): { quote_id: string; quote_expires_at: string } {
  const expiresAt = deps.config.now() + QUOTE_HOLD_MS;
  const fields = [
    VERSION,
    companyId,
    q.kind,
    q.source.id,
    q.target?.id ?? null,
    String(q.amount),
    String(q.fee),
    String(q.exchangeFee),
    String(q.toAmount),
    q.rate,
    expiresAt,
  ];
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return {
    quote_id: `${payload}.${sign(deps, payload).toString('base64url')}`,
    quote_expires_at: new Date(expiresAt).toISOString(),
  };
}

/** The quote an id carries when its signature holds; null for anything else. */
function openQuote(deps: Deps, id: string): HeldQuote | null {
  if (!QUOTE_ID_PATTERN.test(id)) return null;
  const [payload, signature] = id.split('.') as [string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(deps, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const f = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    if (!Array.isArray(f) || f[0] !== VERSION || f.length !== 11) return null;
    return {
      companyId: f[1] as number,
      kind: f[2] as Quote['kind'],
      sourceId: f[3] as number,
      targetId: f[4] as number,
      amount: BigInt(f[5] as string),
      fee: BigInt(f[6] as string),
      exchangeFee: BigInt(f[7] as string),
      toAmount: BigInt(f[8] as string),
      rate: f[9] as string,
      expiresAt: f[10] as number,
    };
  } catch {
    return null;
  }
}

/**
 * A preview's answer (PP-3.4): the grand total and, for a move at a rate, its quote (id and
 * expiry); the amounts of the answer are the quote's.
 */
export function quotedTotal(deps: Deps, companyId: number, q: Quote) {
  const total = grandTotal(q);
  return q.rate === null || !q.target ? total : { ...total, ...signQuote(deps, companyId, q) };
}

/** What a submit names of the price it was shown. */
export interface SentQuote {
  /** The quote of the preview (this server's quotes). */
  quote_id?: string | undefined;
  /** The rate shown (a client of a server without quotes): must be the current rate. */
  quoted_rate?: string | undefined;
}

const sameRate = (a: string, b: string) => toUnits(a) === toUnits(b);

/**
 * The quote a submit books: the named quote's exact amounts while it holds (30 s) for this
 * company, these accounts, this amount and kind; without one, the current rate (which a
 * `quoted_rate` must equal). Anything else is refused with 422 "the rate moved" and a new
 * quote (`quote` in the answer), before any one-time code is asked for or used.
 */
export async function quoteAsSent(
  deps: Deps,
  companyId: number,
  source: AccountRow,
  target: AccountRow,
  amount: bigint,
  kind: 'transfer' | 'convert',
  sent: SentQuote,
): Promise<Quote> {
  const now = deps.config.now();
  const current = () => quoteBetween(deps.db, source, target, amount, kind, { now });
  // One currency: nothing is priced, there is nothing to hold.
  if (source.currency === target.currency || !(sent.quote_id || sent.quoted_rate)) {
    return current();
  }
  if (sent.quote_id) {
    const held = openQuote(deps, sent.quote_id);
    if (
      held &&
      held.companyId === companyId &&
      held.sourceId === source.id &&
      held.targetId === target.id &&
      held.amount === amount &&
      now <= held.expiresAt
    ) {
      const q = await quoteBetween(deps.db, source, target, amount, kind, {
        now,
        rate: held.rate,
      });
      if (
        q.kind === held.kind &&
        q.toAmount === held.toAmount &&
        q.fee === held.fee &&
        q.exchangeFee === held.exchangeFee
      )
        return q;
    }
    throw rateMovedTo(deps, companyId, await current(), 'quote_id');
  }
  const q = await current();
  if (q.rate !== null && !sameRate(q.rate, sent.quoted_rate as string)) {
    throw rateMovedTo(deps, companyId, q, 'quoted_rate');
  }
  return q;
}

/** 422 "the rate moved" on `field`, with the new quote the screen shows before asking again. */
function rateMovedTo(deps: Deps, companyId: number, q: Quote, field: string): ApiError {
  return new ApiError(422, RATE_MOVED, {
    errors: { [field]: [RATE_MOVED] },
    quote: quotedTotal(deps, companyId, q),
  });
}

/**
 * What a one-time code binds of a quote besides amount and total (R16.1): the rate and what
 * the target receives, so a code approves exactly the amounts its dialog showed.
 */
export function quotedDetails(q: Quote): Record<string, unknown> {
  if (q.rate === null || q.toAmount === null || !q.target) return {};
  return { rate: q.rate, to_amount: formatFixed(q.toAmount, q.target.subUnit) };
}
