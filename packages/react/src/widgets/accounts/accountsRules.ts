import { canCreatePayments, type RuleUser } from '@flexportal/core';
import type { BankAccount, CreateBankAccountRequest } from '@flexportal/core/contract';

/** Account types (PP-3.2-03): the two tabs of the accounts screen. */
export const CURRENCY_TYPES = ['fiat', 'crypto'] as const;
/** An account type: fiat or crypto. */
export type CurrencyType = (typeof CURRENCY_TYPES)[number];

/** Default currencies (PP-3.2-11): EUR fiat, BTC crypto. */
const DEFAULT_CURRENCY: Readonly<Record<CurrencyType, string>> = Object.freeze({
  fiat: 'EUR',
  crypto: 'BTC',
});

/** Where an account's transactions are when the host gives no template. */
const DEFAULT_TRANSACTIONS_HREF = '/manager/transactions/settled?bank_account_id={id}';

/** Reads a currency type tolerantly (attributes and routes give strings): fiat unless crypto. */
export function toCurrencyType(value: unknown): CurrencyType {
  return value === 'crypto' ? 'crypto' : 'fiat';
}

/** The currency type of an account; an unknown one counts as fiat, the product's default. */
export const currencyTypeOf = (account: BankAccount): CurrencyType =>
  toCurrencyType(account.currency_unit?.currency_type);

/** Accounts grouped by currency type, each group in the API's order. */
export function groupByCurrencyType(
  accounts: readonly BankAccount[],
): Record<CurrencyType, BankAccount[]> {
  const groups: Record<CurrencyType, BankAccount[]> = { fiat: [], crypto: [] };
  for (const account of accounts) groups[currencyTypeOf(account)].push(account);
  return groups;
}

/** What a user may do on the accounts screen. */
export interface AccountPermissions {
  /** Open an account of the shown currency type. */
  create: boolean;
  /** Make an account the default. */
  makeDefault: boolean;
  /** Download an account's reference letter. */
  download: boolean;
}

/**
 * Which actions a user may see (PP-6, AC-3): every manager downloads reference letters;
 * only a manager (not a reader) switches the default; creating needs, besides, the
 * company's create_accounts feature, and for crypto its crypto feature (the API refuses
 * it otherwise). An unknown user (still loading) sees no change controls.
 */
export function accountPermissions(
  user: RuleUser | null | undefined,
  type: CurrencyType,
): AccountPermissions {
  const features = user?.company?.enabled_features;
  const manager = canCreatePayments(user);
  return {
    create: manager && !!features?.create_accounts && (type === 'fiat' || !!features?.crypto),
    makeDefault: manager,
    download: !!user,
  };
}

/** The values of the create-account form. */
export interface CreateAccountValues {
  /** Currency code from the fiat or crypto currencies dictionary. */
  currency: string;
  /** Name of the account; empty lets the server name it. */
  name: string;
}

/** The request body of `POST manager/bank-accounts`: the currency, and the name when given. */
export function createAccountBody(values: CreateAccountValues): CreateBankAccountRequest {
  const name = values.name.trim();
  const body: CreateBankAccountRequest = { currency: values.currency.trim().toUpperCase() };
  if (name) body.name = name;
  return body;
}

/** One entry of the fiat or crypto currencies dictionary (AC-3 dictionaries). */
interface CurrencyEntry {
  /** Currency code. */
  value: string;
  /** Whether accounts may be opened in it. */
  is_enabled?: boolean;
}

/** Dictionary holding the currencies of a type. */
export const CURRENCY_DICTIONARY: Readonly<
  Record<CurrencyType, 'fiat_currencies' | 'crypto_currencies'>
> = Object.freeze({
  fiat: 'fiat_currencies',
  crypto: 'crypto_currencies',
});

/** The enabled currency codes of a dictionary, deduplicated, in its order. */
export function enabledCurrencies(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  const codes = entries
    .filter((e): e is CurrencyEntry => !!e && typeof (e as CurrencyEntry).value === 'string')
    .filter((e) => e.is_enabled !== false)
    .map((e) => e.value);
  return [...new Set(codes)];
}

/** The currency the create form starts with: the type's default if offered, else the first. */
export function initialCurrency(type: CurrencyType, offered: readonly string[]): string {
  return offered.includes(DEFAULT_CURRENCY[type]) ? DEFAULT_CURRENCY[type] : (offered[0] ?? '');
}

/** A column of the accounts table. */
export type AccountColumn =
  | 'name'
  | 'currency'
  | 'iban'
  | 'temporary_ibans'
  | 'total_balance'
  | 'available_balance'
  | 'pending_balance'
  | 'selected';

/** Columns of the simplified set (one theme, AC-3 table settings). */
export const SIMPLE_ACCOUNT_COLUMNS: ReadonlySet<AccountColumn> = new Set<AccountColumn>([
  'name',
  'currency',
  'available_balance',
  'selected',
]);

/** The columns of a tab: IBANs only for fiat (crypto accounts have none). */
export function accountColumns(type: CurrencyType): AccountColumn[] {
  const ibans: AccountColumn[] = type === 'fiat' ? ['iban', 'temporary_ibans'] : [];
  return [
    'name',
    'currency',
    ...ibans,
    'total_balance',
    'available_balance',
    'pending_balance',
    'selected',
  ];
}

/** The link to an account's transactions: `{id}` in the template replaced (URL-encoded). */
export function transactionsHref(template: string | undefined, id: number): string {
  return (template || DEFAULT_TRANSACTIONS_HREF).replaceAll('{id}', encodeURIComponent(id));
}

/** The file name a reference letter is saved under. */
export const referenceLetterName = (account: Pick<BankAccount, 'id'>) =>
  `reference-letter-${account.id}.pdf`;
