import type { BankAccount } from '@flexportal/core/contract';
import { type CurrencyType, currencyTypeOf } from './accountsRules.js';

/** Detail of the `account` event: what changed and the account it concerns. */
export interface AccountChanged {
  /** `default`: the account became the default; `created`: the account was opened. */
  action: 'default' | 'created';
  /** The account's id. */
  id: number;
  /** The account's name. */
  name: string;
  /** The account's currency code. */
  currency: string;
  /** fiat or crypto. */
  currency_type: CurrencyType;
}

/** The `account` event's detail for an account the API answered. */
export function toAccountChanged(
  action: AccountChanged['action'],
  account: BankAccount,
): AccountChanged {
  return {
    action,
    id: account.id,
    name: account.name,
    currency: account.currency,
    currency_type: currencyTypeOf(account),
  };
}

/** Props of {@link Accounts}. */
export interface AccountsProps {
  /**
   * The tab shown, fiat or crypto (`/manager/accounts/{currency_type?}`). Given, the host
   * controls it (switch it on `onCurrencyTypeChange`); omitted, the screen keeps its own,
   * starting with fiat.
   */
  currencyType?: CurrencyType;
  /** The user picked the other tab; the portal changes its route here. */
  onCurrencyTypeChange?: (currencyType: CurrencyType) => void;
  /**
   * Where an account's "Transactions" link leads; `{id}` is replaced with the account id.
   * Default `/manager/transactions/settled?bank_account_id={id}`.
   */
  transactionsHref?: string;
  /** An account became the default or was created. */
  onAccount?: (detail: AccountChanged) => void;
  /** The simplified column set (one theme): name, currency, available balance, default. */
  simplified?: boolean;
  /**
   * Where the crypto tab's "Saved crypto wallets" link leads (shown to users the crypto
   * rules allow); default `/manager/crypto/wallets`; empty hides it.
   */
  walletsHref?: string;
}

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface AccountsEventDetails {
  /** The default changed or an account was created. */
  account: AccountChanged;
  /** The user picked a tab: fiat or crypto. */
  currencytypechange: CurrencyType;
}
