import type { ScreenName } from '@flexportal/react/registry';
import type { ComponentType } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
type LoadScreen = () => Promise<ComponentType<any>>;

/**
 * Every registered screen's component, loaded only when asked for (its own chunk). Vite
 * needs the import written out; `satisfies` makes TypeScript check it against the
 * registry, so a screen missing here fails typecheck.
 */
export const SCREEN_LOADERS = {
  rate: () => import('@flexportal/react/rate').then((m) => m.Rate),
  withdrawal: () => import('@flexportal/react/withdrawal').then((m) => m.Withdrawal),
  transactions: () => import('@flexportal/react/transactions').then((m) => m.Transactions),
  transaction: () => import('@flexportal/react/transaction').then((m) => m.TransactionOverview),
  accounts: () => import('@flexportal/react/accounts').then((m) => m.Accounts),
  beneficiaries: () => import('@flexportal/react/beneficiaries').then((m) => m.Beneficiaries),
  'beneficiary-form': () =>
    import('@flexportal/react/beneficiaries').then((m) => m.BeneficiaryForm),
  dashboard: () => import('@flexportal/react/dashboard').then((m) => m.Dashboard),
  import: () => import('@flexportal/react/import').then((m) => m.Import),
  imports: () => import('@flexportal/react/imports').then((m) => m.Imports),
  'import-overview': () =>
    import('@flexportal/react/import-overview').then((m) => m.ImportOverview),
} satisfies Record<ScreenName, LoadScreen>;
