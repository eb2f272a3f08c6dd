import { createHash } from 'node:crypto';
import { protocolOf, type TransferService } from '@flexportal/core';
import { and, eq, getTableColumns, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { WriteEpochCache } from '../cache/writeEpoch.js';
import { bankAccounts, settings, submitGuards } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { ApiError, fieldError, notFound } from '../http/errors.js';
import { decimalPlaces, formatFixed, mulRatio, toUnits } from '../lib/decimal.js';
import { currentRate } from '../reference/quotedRate.js';
import { type AccountRow, presentTransaction } from '../routes/present.js';
import { findRate } from '../routes/rates.js';
import { AMOUNT_SETTING_KEYS, type AmountSettings } from './amountBounds.js';
import {
  EXCHANGE_FEE,
  type FeeRule,
  feeFor,
  INTERNAL_TRANSFER_FEE,
  WITHDRAWAL_FEES,
} from './fees.js';
import { HISTORY_NOTES } from './history.js';
import { cachedSystemAccount, InsufficientFunds, type Leg, postInOneStatement } from './post.js';

/** Company accounts by id, until the next write (PGlite only; see cache/writeEpoch.ts). */
const accounts = new WriteEpochCache<AccountRow | undefined>();

/**
 * A company account by id; another company's (or a system) account is simply not found.
 * On PGlite a repeat read with no write in between (a burst of fee previews) costs no
 * query; callers get their own copy of the row.
 */
export async function ownAccount(
  db: Pick<Db, 'select'>,
  companyId: number,
  id: number,
): Promise<AccountRow> {
  const row = await accounts.get(db, `${companyId}:${id}`, async () => {
    const [found] = await prepared(db, buildAccountQuery).execute({ companyId, id });
    return found;
  });
  if (!row) throw notFound('Account not found.');
  return { ...row };
}

/**
 * Two company accounts in one round trip (a transfer's source and target), with the same
 * answers as two {@link ownAccount} calls: the source is checked first, then the target.
 * The same round trip reads the amount settings the move's gate checks
 * ({@link AMOUNT_SETTING_KEYS}; the create hot path, P8).
 */
export async function ownAccountPair(
  db: Pick<Db, 'select'>,
  companyId: number,
  sourceId: number,
  targetId: number,
): Promise<[AccountRow, AccountRow, AmountSettings]> {
  const found = await prepared(db, buildPairQuery).execute({ companyId, sourceId, targetId });
  const rows = found.map(({ amountSettings: _settings, ...row }) => row as AccountRow);
  const source = rows.find((r) => r.id === sourceId);
  const target = rows.find((r) => r.id === targetId);
  if (!source || !target) throw notFound('Account not found.');
  return [source, target, found[0]?.amountSettings ?? {}];
}

/** The {@link ownAccountPair} query, built once per database handle (prepared, P8). */
function buildPairQuery(db: Pick<Db, 'select'>) {
  const keys = sql.join(
    AMOUNT_SETTING_KEYS.map((k) => sql`${k}`),
    sql`, `,
  );
  return db
    .select({
      ...getTableColumns(bankAccounts),
      amountSettings: sql<AmountSettings | null>`(select json_object_agg(${settings.key}, ${settings.value})
        from ${settings} where ${settings.key} in (${keys}))`,
    })
    .from(bankAccounts)
    .where(
      and(
        inArray(bankAccounts.id, [sql.placeholder('sourceId'), sql.placeholder('targetId')]),
        eq(bankAccounts.companyId, sql.placeholder('companyId')),
        isNotNull(bankAccounts.companyId),
      ),
    )
    .prepare('own_account_pair');
}
/** The {@link ownAccount} query, built once per database handle (prepared). */
function buildAccountQuery(db: Pick<Db, 'select'>) {
  return db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.id, sql.placeholder('id')),
        eq(bankAccounts.companyId, sql.placeholder('companyId')),
        isNotNull(bankAccounts.companyId),
      ),
    )
    .prepare('own_account');
}

/** Queries built once per database handle and query builder. */
const preparedQueries = new WeakMap<object, Map<unknown, unknown>>();
function prepared<Q>(db: Pick<Db, 'select'>, build: (db: Pick<Db, 'select'>) => Q): Q {
  let byBuilder = preparedQueries.get(db);
  if (!byBuilder) {
    byBuilder = new Map();
    preparedQueries.set(db, byBuilder);
  }
  let query = byBuilder.get(build) as Q | undefined;
  if (!query) {
    query = build(db);
    byBuilder.set(build, query);
  }
  return query;
}

/** Rejects amounts with more decimals than the account's sub_unit. */
export function checkAmount(amount: string, account: AccountRow): bigint {
  if (decimalPlaces(amount) > account.subUnit) {
    throw fieldError('amount', `The amount may have at most ${account.subUnit} decimals.`);
  }
  const units = toUnits(amount);
  if (units <= 0n) throw fieldError('amount', 'The amount must be greater than 0.');
  return units;
}

/** What a movement costs and delivers, before it is posted. */
export interface Quote {
  kind: 'transfer' | 'exchange' | 'convert' | 'withdrawal' | 'withdraw_crypto';
  source: AccountRow;
  target: AccountRow | null;
  amount: bigint;
  fee: bigint;
  exchangeFee: bigint;
  toAmount: bigint | null;
  rate: string | null;
  protocol: string;
}

export const totalOf = (q: Quote) => q.amount + q.fee + q.exchangeFee;

/** Transfer (same currency, free) or exchange (other currency, EXCHANGE fee) to `target`. */
export async function quoteBetween(
  db: Pick<Db, 'select'>,
  source: AccountRow,
  target: AccountRow,
  amount: bigint,
  kind: 'transfer' | 'convert',
  /**
   * When the quote is made (the sandbox clock): the pair's moving rate then
   * (reference/quotedRate.ts), or `rate` when a held quote fixes it (ledger/quotes.ts).
   * Without it, the seeded table rate.
   */
  at?: { now: number; rate?: string | undefined },
): Promise<Quote> {
  if (source.id === target.id) {
    throw fieldError('to_account_id', 'The target account must differ from the source.');
  }
  if (source.currency === target.currency) {
    if (kind === 'convert')
      throw fieldError('to_account_id', 'Convert needs an account in another currency.');
    return {
      kind: 'transfer',
      source,
      target,
      amount,
      exchangeFee: 0n,
      toAmount: amount,
      rate: null,
      fee: feeFor(INTERNAL_TRANSFER_FEE, amount, source.subUnit),
      protocol: 'INTERNAL',
    };
  }
  const cryptoInvolved = source.currencyType === 'crypto' || target.currencyType === 'crypto';
  if (kind === 'transfer' && cryptoInvolved) {
    throw fieldError('to_account_id', 'Use convert to exchange with a crypto account.');
  }
  if (kind === 'convert' && !cryptoInvolved) {
    throw fieldError(
      'to_account_id',
      'Convert is for crypto accounts; use transfer to exchange fiat.',
    );
  }
  if (
    kind === 'convert' &&
    (source.protocolsDisabled.includes('CRYPTO_EXCHANGE') ||
      target.protocolsDisabled.includes('CRYPTO_EXCHANGE'))
  ) {
    throw fieldError('to_account_id', 'Crypto exchange is disabled for this account.');
  }
  const rate = at
    ? (at.rate ?? (await currentRate(db, source.currency, target.currency, at.now))?.rate)
    : (await findRate(db, source.currency, target.currency))?.rate;
  if (!rate)
    throw fieldError('to_account_id', `No rate for ${source.currency}/${target.currency}.`);
  const rateUnits = toUnits(rate);
  const toAmount = mulRatio(amount, rateUnits, 10n ** 18n, target.subUnit);
  if (toAmount <= 0n) throw fieldError('amount', 'The amount is too small to exchange.');
  return {
    kind: kind === 'convert' ? 'convert' : 'exchange',
    source,
    target,
    amount,
    fee: 0n,
    exchangeFee: feeFor(EXCHANGE_FEE, amount, source.subUnit),
    toAmount,
    rate,
    protocol: kind === 'convert' ? 'CRYPTO_EXCHANGE' : 'INTERNAL',
  };
}

/** Money leaving the ledger from `source`: a fee by `rule`, no target account, no rate. */
export function quoteOutgoing(
  source: AccountRow,
  amount: bigint,
  rule: FeeRule,
  protocol: string,
): Quote {
  return {
    kind: 'withdrawal',
    source,
    target: null,
    amount,
    exchangeFee: 0n,
    toAmount: null,
    rate: null,
    fee: feeFor(rule, amount, source.subUnit),
    protocol,
  };
}

/** Withdrawal to an outside account by transfer service (TRANSFER fee by rule). */
export function quoteWithdrawal(
  source: AccountRow,
  amount: bigint,
  service: TransferService,
): Quote {
  const rule: FeeRule = WITHDRAWAL_FEES[service] ?? (WITHDRAWAL_FEES.swift as FeeRule);
  return quoteOutgoing(source, amount, rule, protocolOf(service));
}

/** PP-3.4 grand total of a quote. */
export function grandTotal(q: Quote) {
  const d = q.source.subUnit;
  const available = toUnits(q.source.available);
  const total = totalOf(q);
  return {
    transaction_amount: formatFixed(q.amount, d),
    fee_amount: formatFixed(q.fee, d),
    exchange_fee_amount: formatFixed(q.exchangeFee, d),
    total_amount: formatFixed(total, d),
    available_balance: formatFixed(available, d),
    next_available_balance: formatFixed(available - total, d),
    is_enough_balance: available >= total,
    currency_unit: { value: q.source.currency, currency_type: q.source.currencyType },
    to_amount: q.toAmount === null || !q.target ? null : formatFixed(q.toAmount, q.target.subUnit),
    rate: q.rate,
  };
}

/**
 * Posts a quote in one database transaction: the transaction row, then balanced legs
 * (source debit incl. fees; target credit, or the outside world; fee income; FX accounts).
 * A debit beyond the available balance rolls everything back and answers 422.
 */
export async function execute(
  db: Db,
  q: Quote,
  meta: {
    companyId: number;
    userId: number;
    customer?: Record<string, unknown> | null;
    originalId?: number | null;
    /** Duplicate-submit key; null when the caller sent bypass_duplicate_check. */
    dedupeKey?: string | null;
    now?: number;
  },
) {
  return moneyWrite(() => postQuote(db, q, meta));
}

/**
 * Runs a money write that is all or nothing: again after a deadlock or serialisation
 * failure (everything was rolled back, so it is safe), and an overdraft becomes 422 on
 * `amount`.
 */
export async function moneyWrite<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt < 3 && (sqlState(err) === '40P01' || sqlState(err) === '40001')) continue;
      if (err instanceof InsufficientFunds || sqlState(err) === '23514') {
        throw fieldError('amount', 'Insufficient funds.');
      }
      throw err;
    }
  }
}

async function postQuote(
  db: Db,
  q: Quote,
  meta: {
    companyId: number;
    userId: number;
    customer?: Record<string, unknown> | null;
    dedupeKey?: string | null;
    now?: number;
  },
) {
  const src = q.source;
  const sys = {
    fees: await cachedSystemAccount(db, 'fees', src.currency),
    external: await cachedSystemAccount(db, 'external', src.currency),
    fxFrom: await cachedSystemAccount(db, 'fx', src.currency),
    fxTo: q.target ? await cachedSystemAccount(db, 'fx', q.target.currency) : 0,
  };
  const outgoing = q.kind === 'withdrawal' || q.kind === 'withdraw_crypto';
  const status = outgoing ? 'progress' : 'settled';
  const legs: Leg[] = [{ accountId: src.id, currency: src.currency, units: -totalOf(q) }];
  if (q.fee > 0n) legs.push({ accountId: sys.fees, currency: src.currency, units: q.fee });
  if (q.exchangeFee > 0n) {
    legs.push({ accountId: sys.fees, currency: src.currency, units: q.exchangeFee });
  }
  if (outgoing) {
    legs.push({ accountId: sys.external, currency: src.currency, units: q.amount });
  } else if (q.target && q.target.currency === src.currency) {
    legs.push({ accountId: q.target.id, currency: src.currency, units: q.amount });
  } else if (q.target && q.toAmount !== null) {
    legs.push(
      { accountId: sys.fxFrom, currency: src.currency, units: q.amount },
      { accountId: sys.fxTo, currency: q.target.currency, units: -q.toAmount },
      { accountId: q.target.id, currency: q.target.currency, units: q.toAmount },
    );
  }
  const otherCurrency = q.target && q.target.currency !== src.currency ? q.target : null;
  // One statement, atomic by itself: claim, locks, balances, row, history, legs (post.ts).
  const row = await postInOneStatement(db, {
    transaction: {
      companyId: meta.companyId,
      userId: meta.userId,
      type: q.kind,
      status,
      bankAccountId: src.id,
      toAccountId: q.target?.id ?? null,
      currency: src.currency,
      amount: formatFixed(q.amount, src.subUnit),
      fee: formatFixed(q.fee, src.subUnit),
      exchangeFee: formatFixed(q.exchangeFee, src.subUnit),
      toCurrency: otherCurrency ? otherCurrency.currency : null,
      toAmount:
        otherCurrency && q.toAmount !== null
          ? formatFixed(q.toAmount, otherCurrency.subUnit)
          : null,
      rate: q.rate,
      protocol: q.protocol,
      customer: meta.customer ?? null,
    },
    historyNote: HISTORY_NOTES.created,
    legs,
    dedupeKey: meta.dedupeKey ?? null,
    at: new Date(meta.now ?? Date.now()).toISOString(),
  });
  if (!row) throw duplicate();
  return presentTransaction(row);
}

/** SQLSTATE of a database error, also when drizzle wraps it (23514 CHECK, 40P01 deadlock). */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Network fee of a crypto withdrawal (TRANSFER, every_transaction), per currency. */
const CRYPTO_NETWORK_FEES: Record<string, string> = {
  BTC: '0.0001',
  ETH: '0.001',
  USDT: '1',
  TRX: '1',
};

/** Withdrawal of crypto to a saved wallet: the network fee of its currency. */
export function quoteCryptoWithdrawal(source: AccountRow, amount: bigint): Quote {
  const fixed = CRYPTO_NETWORK_FEES[source.currency] ?? '0';
  const rule: FeeRule = { type: 'TRANSFER', mode: 'every_transaction', fixed };
  return { ...quoteOutgoing(source, amount, rule, 'CRYPTO'), kind: 'withdraw_crypto' };
}

const DUPLICATE = 'A similar transaction was submitted in the last 5 minutes.';
/** The 409 of a submit the duplicate guard holds back (PP-8-09). */
export const duplicate = () =>
  new ApiError(409, DUPLICATE, { errors: { bypass_duplicate_check: [DUPLICATE] } });

/** Key of the duplicate-submit guard, or null when the caller bypasses it (PP-8-09). */
export function dedupeKeyOf(
  bypass: boolean | undefined,
  companyId: number,
  q: Quote,
  payee: string,
): string | null {
  if (bypass) return null;
  return createHash('sha256')
    .update(JSON.stringify([companyId, q.kind, q.source.id, q.amount.toString(), payee]))
    .digest('hex');
}

/** Early 409 before the one-time code is asked for; execute() re-checks atomically. */
export async function checkDuplicate(db: Pick<Db, 'select'>, key: string | null, now: number) {
  if (!key) return;
  const since = new Date(now - 5 * 60_000).toISOString();
  const [hit] = await db
    .select({ key: submitGuards.key })
    .from(submitGuards)
    .where(and(eq(submitGuards.key, key), gt(submitGuards.createdAt, since)));
  if (hit) throw duplicate();
}
