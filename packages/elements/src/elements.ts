import { Accounts, accountsElement } from '@flexportal/react/accounts';
import {
  Beneficiaries,
  BeneficiaryForm,
  beneficiariesElement,
  beneficiaryFormElement,
} from '@flexportal/react/beneficiaries';
import { Dashboard, dashboardElement } from '@flexportal/react/dashboard';
import { Rate, rateElement } from '@flexportal/react/rate';
import { TransactionOverview, transactionOverviewElement } from '@flexportal/react/transaction';
import { Transactions, transactionsListElement } from '@flexportal/react/transactions';
import { Withdrawal, withdrawalElement } from '@flexportal/react/withdrawal';
import type { ComponentType } from 'react';

/** How r2wc reads an attribute into a prop. */
export type PropKind = 'string' | 'number' | 'boolean' | 'json';

/** One custom element: its tag, attributes, events, CSS parts and the screen it renders. */
export interface ElementDefinition {
  readonly tag: string;
  /** One sentence for docs and the custom-elements manifest. */
  readonly description: string;
  /** Attribute/property name to how it is read. Never a token or an object with secrets. */
  readonly props: Readonly<Record<string, PropKind>>;
  /**
   * Callback prop name (`onTransaction`) to event options; the element dispatches a
   * `CustomEvent` named after it in lower case (`transaction`) with the data as `detail`.
   */
  readonly events: Readonly<Record<string, { bubbles?: boolean; composed?: boolean }>>;
  /** Names usable with `::part()` to style the screen from outside its shadow root. */
  readonly parts: readonly string[];
  /** Named `<slot>`s of the shadow root that light-DOM children can fill (`slot="tickets"`). */
  readonly slots?: readonly string[];
  /** Props the element itself sets unless an attribute gives them (the dashboard's `useSlots`). */
  readonly elementDefaults?: Readonly<Record<string, unknown>>;
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
  readonly component: ComponentType<any>;
}

/** Every element of the SDK; the single source of truth for tags, props and events. */
export const ELEMENTS = [
  { ...rateElement, component: Rate },
  { ...withdrawalElement, component: Withdrawal },
  { ...transactionsListElement, component: Transactions },
  { ...transactionOverviewElement, component: TransactionOverview },
  { ...accountsElement, component: Accounts },
  { ...beneficiariesElement, component: Beneficiaries },
  { ...beneficiaryFormElement, component: BeneficiaryForm },
  { ...dashboardElement, component: Dashboard },
] as const satisfies readonly ElementDefinition[];

/** Tag names of every element. */
export type ElementTag = (typeof ELEMENTS)[number]['tag'];
