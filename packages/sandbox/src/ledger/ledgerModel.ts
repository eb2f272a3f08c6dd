/**
 * An in-memory model of the sandbox ledger for R2 (model-based testing): exact decimals as
 * BigInt units (1e18 per unit), written from the rules in docs/sandbox.md, not from the
 * server's code. Each command returns the HTTP status the real ledger must answer and
 * updates the expected balances of the run's four accounts and of the system accounts.
 * Crypto buy, sell and withdraw (issue 18) price at the rates read once at the test's
 * frozen clock, with the exchange fee and the network fee rounded at the source's decimals.
 */

/** The four accounts each run opens. */
export type AccountKey = 'eurA' | 'eurB' | 'usd' | 'btc';
export const ACCOUNT_KEYS: readonly AccountKey[] = ['eurA', 'eurB', 'usd', 'btc'];
export const ACCOUNT_SPECS: Record<
  AccountKey,
  { currency: string; subUnit: number; crypto: boolean }
> = {
  eurA: { currency: 'EUR', subUnit: 2, crypto: false },
  eurB: { currency: 'EUR', subUnit: 2, crypto: false },
  usd: { currency: 'USD', subUnit: 2, crypto: false },
  btc: { currency: 'BTC', subUnit: 8, crypto: true },
};

/** A generated command; amounts are decimal strings exactly as a client would send them. */
export type Command =
  | { op: 'deposit'; credits: Array<{ to: AccountKey; amount: string }> }
  | {
      op: 'withdraw';
      from: AccountKey;
      amount: string;
      service: 'sepa' | 'fps_chaps' | 'swift';
      bypass: boolean;
    }
  | {
      op: 'transfer' | 'convert';
      from: AccountKey;
      to: AccountKey;
      amount: string;
      bypass: boolean;
    }
  | {
      op: 'buy';
      from: AccountKey;
      to: AccountKey;
      amount: string;
      /** The network sent with the saved wallet (another than the wallet's is a 422). */
      network: CryptoNetwork;
      bypass: boolean;
    }
  | { op: 'sell'; from: AccountKey; to: AccountKey; amount: string; bypass: boolean }
  | {
      op: 'withdrawCrypto';
      from: AccountKey;
      amount: string;
      network: CryptoNetwork;
      bypass: boolean;
    }
  | { op: 'deny'; pick: number };

/** Networks a generated crypto command may name. */
export type CryptoNetwork = 'bitcoin' | 'ethereum';

/** The one saved wallet of the test's company (a buy delivers to it, a withdrawal pays it). */
export const WALLET = { currency: 'BTC', network: 'bitcoin' as CryptoNetwork } as const;

/** Network fee of a crypto withdrawal by currency (TRANSFER, every_transaction). */
const NETWORK_FEES: Record<string, bigint> = { BTC: 10n ** 14n };

/** Rates by `SELL/BUY`, as `GET rates/{sell}/{buy}` gives them. */
export type Rates = Record<string, string>;

const ONE = 10n ** 18n;

/** Parses a plain positive-or-zero decimal string to units; null when it is not one. */
export function units(value: string): bigint | null {
  const m = /^(\d+)(?:\.(\d{1,18}))?$/.exec(value);
  if (!m) return null;
  return BigInt(m[1] as string) * ONE + BigInt((m[2] ?? '').padEnd(18, '0'));
}

/** numerator / denominator (units), rounded half up to `decimals` places; positive only. */
function roundHalfUp(numerator: bigint, denominator: bigint, decimals: number): bigint {
  const step = 10n ** BigInt(18 - decimals);
  return ((numerator * 2n + denominator * step) / (2n * denominator * step)) * step;
}

const decimalsWritten = (v: string) => (v.includes('.') ? v.length - v.indexOf('.') - 1 : 0);

/** Fixed withdrawal fees by service, and SWIFT's 0.25 % with a 15.00 minimum (fiat, 2 places). */
function withdrawalFee(service: string, amount: bigint): bigint {
  if (service === 'sepa') return ONE;
  if (service === 'fps_chaps') return (3n * ONE) / 2n;
  const fee = roundHalfUp(amount * 25n, 10_000n, 2);
  return fee > 15n * ONE ? fee : 15n * ONE;
}

/** A transaction the model knows of (deny picks among them). */
interface ModelTransaction {
  kind: string;
  from: AccountKey;
  amount: bigint;
  fee: bigint;
  denied: boolean;
}

/** Expected state of one run: company balances and system balances per `kind:currency`. */
export class LedgerModel {
  readonly balances: Record<AccountKey, bigint> = { eurA: 0n, eurB: 0n, usd: 0n, btc: 0n };
  /** Net postings on system accounts in this run, by `external:EUR`, `fees:EUR`, `fx:USD`. */
  readonly system = new Map<string, bigint>();
  /** Transactions created in this run, in order (index = what `deny.pick` selects from). */
  readonly transactions: ModelTransaction[] = [];
  private readonly guards = new Set<string>();

  constructor(private readonly rates: Rates) {}

  private moveSystem(kind: string, currency: string, delta: bigint) {
    const key = `${kind}:${currency}`;
    this.system.set(key, (this.system.get(key) ?? 0n) + delta);
  }

  /** Applies a command; returns the status the server must answer (deposit: 201). */
  apply(c: Command): number {
    if (c.op === 'deposit') return this.deposit(c.credits);
    if (c.op === 'deny') return this.deny(c.pick);
    if (c.op === 'withdraw') return this.withdraw(c);
    if (c.op === 'withdrawCrypto') return this.withdrawCrypto(c);
    if (c.op === 'buy' || c.op === 'sell') return this.buyOrSell(c);
    return this.between(c);
  }

  /** One deposit transaction crediting each account from the outside world. */
  private deposit(credits: ReadonlyArray<{ to: AccountKey; amount: string }>): number {
    for (const { to, amount } of credits) {
      const u = units(amount) as bigint;
      this.balances[to] += u;
      this.moveSystem('external', ACCOUNT_SPECS[to].currency, -u);
    }
    const first = credits[0] as { to: AccountKey };
    this.transactions.push({ kind: 'deposit', from: first.to, amount: 0n, fee: 0n, denied: false });
    return 201;
  }

  /** Amount in units when written with at most the account's decimals and above 0. */
  private validAmount(amount: string, key: AccountKey): bigint | null {
    const u = units(amount);
    if (u === null || u <= 0n || decimalsWritten(amount) > ACCOUNT_SPECS[key].subUnit) return null;
    return u;
  }

  /** The duplicate guard (PP-8-09): the same kind, source, amount and payee within 5 min. */
  private duplicate(key: string, bypass: boolean): boolean {
    return !bypass && this.guards.has(key);
  }

  private withdraw(c: Extract<Command, { op: 'withdraw' }>): number {
    if (ACCOUNT_SPECS[c.from].crypto) return 422;
    const amount = this.validAmount(c.amount, c.from);
    if (amount === null) return 422;
    return this.payOut('withdrawal', c.from, amount, withdrawalFee(c.service, amount), 'iban', c);
  }

  /** Crypto to the saved wallet: a crypto account, the wallet's network, the network fee. */
  private withdrawCrypto(c: Extract<Command, { op: 'withdrawCrypto' }>): number {
    const spec = ACCOUNT_SPECS[c.from];
    if (!spec.crypto || spec.currency !== WALLET.currency || c.network !== WALLET.network)
      return 422;
    const amount = this.validAmount(c.amount, c.from);
    if (amount === null) return 422;
    const fee = NETWORK_FEES[spec.currency] ?? 0n;
    return this.payOut('withdraw_crypto', c.from, amount, fee, 'wallet', c);
  }

  /** Money leaving the ledger (in progress): amount to the outside world, fee to income. */
  private payOut(
    kind: 'withdrawal' | 'withdraw_crypto',
    from: AccountKey,
    amount: bigint,
    fee: bigint,
    payee: string,
    c: { bypass: boolean },
  ): number {
    const { currency } = ACCOUNT_SPECS[from];
    const key = `${kind}|${from}|${amount}|${payee}`;
    if (this.duplicate(key, c.bypass)) return 409;
    if (this.balances[from] < amount + fee) return 422;
    if (!c.bypass) this.guards.add(key);
    this.balances[from] -= amount + fee;
    this.moveSystem('fees', currency, fee);
    this.moveSystem('external', currency, amount);
    this.transactions.push({ kind, from, amount, fee, denied: false });
    return 201;
  }

  /** What `amount` of `from` buys in `to` at the frozen rate, and the exchange fee on it. */
  private priced(from: AccountKey, to: AccountKey, amount: bigint) {
    const src = ACCOUNT_SPECS[from];
    const dst = ACCOUNT_SPECS[to];
    const rate = units(this.rates[`${src.currency}/${dst.currency}`] ?? '');
    if (rate === null) throw new Error(`model has no rate ${src.currency}/${dst.currency}`);
    return {
      toAmount: roundHalfUp(amount * rate, ONE, dst.subUnit),
      exchangeFee: roundHalfUp(amount * 50n, 10_000n, src.subUnit),
    };
  }

  private between(c: Extract<Command, { op: 'transfer' | 'convert' }>): number {
    const src = ACCOUNT_SPECS[c.from];
    const dst = ACCOUNT_SPECS[c.to];
    const amount = this.validAmount(c.amount, c.from);
    if (amount === null || c.from === c.to) return 422;
    const crypto = src.crypto || dst.crypto;
    if (src.currency === dst.currency) {
      if (c.op === 'convert') return 422;
      return this.settle('transfer', c, amount, { toAmount: amount, exchangeFee: 0n });
    }
    if (c.op === 'transfer' && crypto) return 422;
    if (c.op === 'convert' && !crypto) return 422;
    const kind = c.op === 'convert' ? 'convert' : 'exchange';
    return this.settle(kind, c, amount, this.priced(c.from, c.to, amount));
  }

  /**
   * Crypto buy (a fiat account into a crypto account, delivered for the saved wallet of that
   * currency on its network) and sell (a crypto account into a fiat account): the convert's
   * rate and 0.5 % exchange fee, guarded under their own payee.
   */
  private buyOrSell(c: Extract<Command, { op: 'buy' | 'sell' }>): number {
    const src = ACCOUNT_SPECS[c.from];
    const dst = ACCOUNT_SPECS[c.to];
    const buy = c.op === 'buy';
    if (buy ? src.crypto || !dst.crypto : !src.crypto || dst.crypto) return 422;
    if (buy && (dst.currency !== WALLET.currency || c.network !== WALLET.network)) return 422;
    const amount = this.validAmount(c.amount, c.from);
    if (amount === null) return 422;
    return this.settle(
      buy ? 'buy_crypto' : 'convert',
      c,
      amount,
      this.priced(c.from, c.to, amount),
      c.op,
    );
  }

  /** A settled move between two of the run's accounts (through the FX accounts if priced). */
  private settle(
    kind: string,
    c: { from: AccountKey; to: AccountKey; bypass: boolean },
    amount: bigint,
    { toAmount, exchangeFee }: { toAmount: bigint; exchangeFee: bigint },
    guard: string = kind,
  ): number {
    const src = ACCOUNT_SPECS[c.from];
    const dst = ACCOUNT_SPECS[c.to];
    if (toAmount <= 0n) return 422;
    const key = `${guard}|${c.from}|${amount}|${c.to}`;
    if (this.duplicate(key, c.bypass)) return 409;
    if (this.balances[c.from] < amount + exchangeFee) return 422;
    if (!c.bypass) this.guards.add(key);
    this.balances[c.from] -= amount + exchangeFee;
    this.balances[c.to] += toAmount;
    if (exchangeFee > 0n) this.moveSystem('fees', src.currency, exchangeFee);
    if (kind !== 'transfer') {
      this.moveSystem('fx', src.currency, amount);
      this.moveSystem('fx', dst.currency, -toAmount);
    }
    this.transactions.push({ kind, from: c.from, amount, fee: exchangeFee, denied: false });
    return 201;
  }

  /** Deny of the run's `pick`-th newest transaction (mod count); 404 when there is none. */
  private deny(pick: number): number {
    const list = this.transactions;
    const t = list[list.length - 1 - (pick % Math.max(1, list.length))];
    if (!t) return 404;
    // Only a fiat withdrawal can be denied (not a crypto one, nor any settled move).
    if (t.kind !== 'withdrawal' || t.denied) return 422;
    t.denied = true;
    const currency = ACCOUNT_SPECS[t.from].currency;
    this.balances[t.from] += t.amount + t.fee;
    this.moveSystem('external', currency, -t.amount);
    this.moveSystem('fees', currency, -t.fee);
    return 200;
  }
}

/** Units back to a canonical decimal string, for messages. */
export function show(u: bigint): string {
  const neg = u < 0n;
  const a = neg ? -u : u;
  const frac = (a % ONE).toString().padStart(18, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${a / ONE}${frac ? `.${frac}` : ''}`;
}
