import { Rate, rateElement } from '@flexportal/react/rate';
import type { ComponentType } from 'react';

/** How r2wc reads an attribute into a prop. */
export type PropKind = 'string' | 'number' | 'boolean' | 'json';

/** One custom element: its tag, attributes, events and the screen it renders. */
export interface ElementDefinition {
  readonly tag: string;
  readonly props: Readonly<Record<string, PropKind>>;
  readonly events: Readonly<Record<string, object>>;
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
  readonly component: ComponentType<any>;
}

/** Every element of the SDK; the single source of truth for tags, props and events. */
export const ELEMENTS = [
  { ...rateElement, component: Rate },
] as const satisfies readonly ElementDefinition[];

/** Tag names of every element. */
export type ElementTag = (typeof ELEMENTS)[number]['tag'];
