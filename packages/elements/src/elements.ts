import { Accounts } from '@flexportal/react/accounts';
import { Beneficiaries, BeneficiaryForm } from '@flexportal/react/beneficiaries';
import { Dashboard } from '@flexportal/react/dashboard';
import { Import } from '@flexportal/react/import';
import { ImportOverview } from '@flexportal/react/import-overview';
import { Imports } from '@flexportal/react/imports';
import { Rate } from '@flexportal/react/rate';
import {
  type PropKind,
  SCREENS,
  type ScreenDefinition,
  type ScreenName,
  type ScreenTag,
} from '@flexportal/react/registry';
import { TransactionOverview } from '@flexportal/react/transaction';
import { Transactions } from '@flexportal/react/transactions';
import { Withdrawal } from '@flexportal/react/withdrawal';
import type { ComponentType } from 'react';

export type { PropKind };

/** One custom element: a registered screen with the component it renders (not its name). */
export interface ElementDefinition extends Omit<ScreenDefinition, 'component'> {
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
  readonly component: ComponentType<any>;
}

/**
 * The component of every registered screen, by name. The registry names the subpath and
 * export; this map is what TypeScript can check: a screen missing here fails typecheck.
 */
const COMPONENTS = {
  rate: Rate,
  withdrawal: Withdrawal,
  transactions: Transactions,
  transaction: TransactionOverview,
  accounts: Accounts,
  beneficiaries: Beneficiaries,
  'beneficiary-form': BeneficiaryForm,
  dashboard: Dashboard,
  import: Import,
  imports: Imports,
  'import-overview': ImportOverview,
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
} satisfies Record<ScreenName, ComponentType<any>>;

/** Every element of the SDK: the registry's screens (SCREENS) with their components. */
export const ELEMENTS: readonly ElementDefinition[] = SCREENS.map((screen) => ({
  ...screen,
  component: COMPONENTS[screen.name],
}));

/** Tag names of every element. */
export type ElementTag = ScreenTag;
