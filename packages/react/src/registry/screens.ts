import { accountsElement } from '../widgets/accounts/accounts.element.js';
import { beneficiariesElement } from '../widgets/beneficiaries/beneficiaries.element.js';
import { beneficiaryFormElement } from '../widgets/beneficiaries/beneficiaryForm.element.js';
import { dashboardElement } from '../widgets/dashboard/dashboard.element.js';
import { importOverviewElement } from '../widgets/imports/import-overview/importOverview.element.js';
import { importsElement } from '../widgets/imports/imports/imports.element.js';
import { importElement } from '../widgets/payments/import/import.element.js';
import { withdrawalElement } from '../widgets/payments/withdrawal/withdrawal.element.js';
import { rateElement } from '../widgets/rates/rate/rate.element.js';
import { transactionsListElement } from '../widgets/transactions/list/transactions.element.js';
import { transactionOverviewElement } from '../widgets/transactions/overview/transactionOverview.element.js';
import type { ScreenDefinition } from './screenDefinition.js';

/** Every screen of the SDK: the one list the others derive from or are checked against. */
export const SCREENS = [
  {
    ...rateElement,
    name: 'rate',
    subpath: './rate',
    component: 'Rate',
    frame: true,
    routes: [],
    example: { attributes: { sell: 'EUR', buy: 'USD' }, visible: 'output' },
  },
  {
    ...withdrawalElement,
    name: 'withdrawal',
    subpath: './withdrawal',
    component: 'Withdrawal',
    frame: true,
    routes: ['manager.payments.withdrawal'],
  },
  {
    ...transactionsListElement,
    name: 'transactions',
    subpath: './transactions',
    component: 'Transactions',
    frame: true,
    routes: [
      'manager.transactions.settled',
      'manager.transactions.progress',
      'manager.transactions.denied',
    ],
  },
  {
    ...transactionOverviewElement,
    name: 'transaction',
    subpath: './transaction',
    component: 'TransactionOverview',
    frame: true,
    routes: ['manager.transactions.overview'],
    example: { attributes: { 'transaction-id': '1' } },
  },
  {
    ...accountsElement,
    name: 'accounts',
    subpath: './accounts',
    component: 'Accounts',
    frame: true,
    routes: ['manager.accounts'],
  },
  {
    ...beneficiariesElement,
    name: 'beneficiaries',
    subpath: './beneficiaries',
    component: 'Beneficiaries',
    frame: true,
    routes: ['manager.transaction-agents'],
  },
  {
    ...beneficiaryFormElement,
    name: 'beneficiary-form',
    subpath: './beneficiaries',
    component: 'BeneficiaryForm',
    frame: true,
    routes: ['manager.transaction-agents.create', 'manager.transaction-agents.edit'],
  },
  {
    ...dashboardElement,
    name: 'dashboard',
    subpath: './dashboard',
    component: 'Dashboard',
    frame: true,
    routes: ['manager.dashboard'],
  },
  {
    ...importElement,
    name: 'import',
    subpath: './import',
    component: 'Import',
    frame: true,
    routes: ['manager.payments.import'],
  },
  {
    ...importsElement,
    name: 'imports',
    subpath: './imports',
    component: 'Imports',
    frame: true,
    routes: ['manager.imports'],
  },
  {
    ...importOverviewElement,
    name: 'import-overview',
    subpath: './import-overview',
    component: 'ImportOverview',
    frame: true,
    routes: ['manager.imports.overview'],
  },
] as const satisfies readonly ScreenDefinition[];

/** Short names of every screen (`withdrawal`). */
export type ScreenName = (typeof SCREENS)[number]['name'];
/** Tags of every screen (`flexportal-withdrawal`). */
export type ScreenTag = (typeof SCREENS)[number]['tag'];

/** One screen's definition by its short name, typed as that screen's entry. */
export function screenNamed<N extends ScreenName>(
  name: N,
): Extract<(typeof SCREENS)[number], { name: N }> {
  const found = SCREENS.find((s) => s.name === name);
  if (!found) throw new Error(`No screen named ${name}`);
  return found as Extract<(typeof SCREENS)[number], { name: N }>;
}
