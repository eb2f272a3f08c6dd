import type { ComponentType } from 'react';

/** A screen the portal can show in isolated (iframe) mode. */
export interface EmbedScreen {
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
  Component: ComponentType<any>;
  /** The element's declared props: the only query parameters passed on. */
  props: Readonly<Record<string, string>>;
}

/** Screens by name (`/embed/<name>`), each loaded only when asked for. */
export const embedScreens: Record<string, () => Promise<EmbedScreen>> = {
  rate: async () => {
    const m = await import('@flexportal/react/rate');
    return { Component: m.Rate, props: m.rateElement.props };
  },
  withdrawal: async () => {
    const m = await import('@flexportal/react/withdrawal');
    return { Component: m.Withdrawal, props: m.withdrawalElement.props };
  },
};
