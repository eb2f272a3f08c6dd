import type { ComponentType } from 'react';

/** A screen the portal can show in isolated (iframe) mode. */
export interface EmbedScreen {
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
  Component: ComponentType<any>;
  /** The element's declared props: the only query parameters passed on. */
  props: Readonly<Record<string, string>>;
  /** The element's declared events: each is forwarded to the host window. */
  events: Readonly<Record<string, unknown>>;
}

/** Screens by name (`/embed/<name>`), each loaded only when asked for. */
export const embedScreens: Record<string, () => Promise<EmbedScreen>> = {
  rate: async () => {
    const m = await import('@flexportal/react/rate');
    return { Component: m.Rate, props: m.rateElement.props, events: m.rateElement.events };
  },
  withdrawal: async () => {
    const m = await import('@flexportal/react/withdrawal');
    return {
      Component: m.Withdrawal,
      props: m.withdrawalElement.props,
      events: m.withdrawalElement.events,
    };
  },
  transactions: async () => {
    const m = await import('@flexportal/react/transactions');
    return {
      Component: m.Transactions,
      props: m.transactionsListElement.props,
      events: m.transactionsListElement.events,
    };
  },
  transaction: async () => {
    const m = await import('@flexportal/react/transaction');
    return {
      Component: m.TransactionOverview,
      props: m.transactionOverviewElement.props,
      events: m.transactionOverviewElement.events,
    };
  },
  accounts: async () => {
    const m = await import('@flexportal/react/accounts');
    return {
      Component: m.Accounts,
      props: m.accountsElement.props,
      events: m.accountsElement.events,
    };
  },
  beneficiaries: async () => {
    const m = await import('@flexportal/react/beneficiaries');
    return {
      Component: m.Beneficiaries,
      props: m.beneficiariesElement.props,
      events: m.beneficiariesElement.events,
    };
  },
  'beneficiary-form': async () => {
    const m = await import('@flexportal/react/beneficiaries');
    return {
      Component: m.BeneficiaryForm,
      props: m.beneficiaryFormElement.props,
      events: m.beneficiaryFormElement.events,
    };
  },
  dashboard: async () => {
    const m = await import('@flexportal/react/dashboard');
    return {
      Component: m.Dashboard,
      props: m.dashboardElement.props,
      events: m.dashboardElement.events,
    };
  },
};
