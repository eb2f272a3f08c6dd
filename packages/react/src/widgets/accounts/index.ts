export { Accounts } from './Accounts.js';
export { accountsElement } from './accounts.element.js';
export type { AccountChanged, AccountsEventDetails, AccountsProps } from './accountsProps.js';
export type { AccountPermissions, CreateAccountValues, CurrencyType } from './accountsRules.js';
export {
  accountPermissions,
  CURRENCY_TYPES,
  createAccountBody,
  DEFAULT_TRANSACTIONS_HREF,
  groupByCurrencyType,
} from './accountsRules.js';
export type { AccountsModel, LastChange } from './useAccounts.js';
export { useAccounts } from './useAccounts.js';
