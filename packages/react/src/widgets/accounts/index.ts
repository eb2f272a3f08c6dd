export { Accounts } from './Accounts.js';
export type {
  /** @public detail of a documented event (docs/widgets/reference/flexportal-accounts.md) */
  AccountChanged,
  AccountsEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  AccountsProps,
} from './accountsProps.js';
