import type { TransferMapEntry } from '../contract/accounts.js';

/** The screens that move money between the company's own accounts. */
export type PairKind = 'transfer' | 'exchange' | 'convert';

/** What the pair rules read of an account (a `BankAccount` fits). */
export interface PairAccount {
  id: number;
  currency: string;
  currency_unit: { currency_type: string };
  transmission_protocols_disabled?: readonly string[] | null | undefined;
}

/** One account in a source picker: disabled with the reason when it has no partner (PP-5-18). */
export interface SourceOption<A extends PairAccount> {
  account: A;
  /** 'noPartner' when no allowed target exists for this kind; null when usable. */
  disabledReason: 'noPartner' | null;
}

const isCrypto = (a: PairAccount) => a.currency_unit.currency_type === 'crypto';
const cryptoExchangeOff = (a: PairAccount) =>
  (a.transmission_protocols_disabled ?? []).includes('CRYPTO_EXCHANGE');

/** Whether a pair is of `kind`: transfer same currency, exchange fiat to fiat across currencies, convert with a crypto side. */
function ofKind(kind: PairKind, s: PairAccount, t: PairAccount): boolean {
  if (s.id === t.id) return false;
  if (kind === 'transfer') return s.currency === t.currency && !isCrypto(s);
  if (kind === 'exchange') return !isCrypto(s) && !isCrypto(t) && s.currency !== t.currency;
  return (isCrypto(s) || isCrypto(t)) && s.currency !== t.currency;
}

/** The company's transfer map as a lookup; null (not loaded) allows every pair of the kind. */
function allowedBy(map: readonly TransferMapEntry[] | null | undefined) {
  if (!map) return () => true;
  const sets = new Map(map.map((e) => [e.bank_account_id, new Set(e.to_account_ids)]));
  return (s: number, t: number) => sets.get(s)?.has(t) ?? false;
}

/**
 * The accounts a `kind` may move money to from `source` (PP-4.6-01): of the kind and allowed
 * by the company's transfer map; for convert, crypto accounts with CRYPTO_EXCHANGE disabled
 * are excluded (PP-5-17). In the accounts' order.
 */
export function targetOptions<A extends PairAccount>(
  kind: PairKind,
  accounts: readonly A[],
  source: A | null | undefined,
  map?: readonly TransferMapEntry[] | null,
): A[] {
  if (!source) return [];
  const allowed = allowedBy(map);
  return accounts.filter(
    (t) =>
      ofKind(kind, source, t) &&
      allowed(source.id, t.id) &&
      !(kind === 'convert' && (cryptoExchangeOff(t) || cryptoExchangeOff(source))),
  );
}

/**
 * The source picker of a `kind`: convert excludes crypto accounts with CRYPTO_EXCHANGE
 * disabled (PP-5-17); exchange and transfer take fiat accounts. An account with no allowed
 * target is listed disabled, with the reason (PP-5-18).
 */
export function sourceOptions<A extends PairAccount>(
  kind: PairKind,
  accounts: readonly A[],
  map?: readonly TransferMapEntry[] | null,
): SourceOption<A>[] {
  return accounts
    .filter((a) => (kind === 'convert' ? !(isCrypto(a) && cryptoExchangeOff(a)) : !isCrypto(a)))
    .map((account) => ({
      account,
      disabledReason: targetOptions(kind, accounts, account, map).length ? null : 'noPartner',
    }));
}

/**
 * The target after the source changed (PP-4.6-01/02): kept when still an allowed pair,
 * otherwise cleared; an empty target becomes the first possible one. Null when none exists.
 */
export function targetAfterSource<A extends PairAccount>(
  kind: PairKind,
  accounts: readonly A[],
  source: A | null | undefined,
  targetId: number | null | undefined,
  map?: readonly TransferMapEntry[] | null,
): number | null {
  const options = targetOptions(kind, accounts, source, map);
  if (targetId != null && options.some((a) => a.id === targetId)) return targetId;
  return options[0]?.id ?? null;
}

/** The first usable source of a kind: the default account when usable, else the first (PP-4.6-02). */
export function defaultSource<A extends PairAccount & { selected?: boolean | null }>(
  kind: PairKind,
  accounts: readonly A[],
  map?: readonly TransferMapEntry[] | null,
): A | null {
  const usable = sourceOptions(kind, accounts, map).filter((o) => !o.disabledReason);
  return (usable.find((o) => o.account.selected) ?? usable[0])?.account ?? null;
}

/** The two accounts of a pair form's draft. */
export interface PairChoice {
  bank_account_id: number | null;
  to_account_id: number | null;
}

/**
 * The pair a form keeps once the accounts, or later the transfer map, are known
 * (PP-4.6-01/02): the chosen source while usable, else the default one; the target kept
 * while allowed from it, else the first allowed. The form shows before the map arrives
 * (every pair of the kind offered) and is fitted again when it does (P2, issue 26).
 */
export function fitPair<A extends PairAccount & { selected?: boolean | null }>(
  kind: PairKind,
  accounts: readonly A[],
  choice: PairChoice,
  map?: readonly TransferMapEntry[] | null,
): PairChoice {
  const usable = sourceOptions(kind, accounts, map).filter((o) => !o.disabledReason);
  const source =
    usable.find((o) => o.account.id === choice.bank_account_id)?.account ??
    defaultSource(kind, accounts, map);
  return {
    bank_account_id: source?.id ?? null,
    to_account_id: targetAfterSource(kind, accounts, source, choice.to_account_id, map),
  };
}
