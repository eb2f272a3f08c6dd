import type { PropKind, PropValue, SCREENS } from '@flexportal/react/registry';
import type { ReactNode, Ref } from 'react';

type Definition = (typeof SCREENS)[number];

/** The element class a tag creates: an HTMLElement with the screen's props as properties. */
export type FlexportalElement<D extends Definition> = HTMLElement & {
  -readonly [P in keyof D['props']]?: PropValue<D['props'][P] & PropKind>;
};

/** Tag name to element type, for every registered screen. */
export type FlexportalElementMap = { [D in Definition as D['tag']]: FlexportalElement<D> };

/**
 * The attributes a tag takes in JSX: its props as strings, plus the usual ones, and a `ref`
 * to the element (to set a property or listen to its events from React).
 */
type JsxAttributes<D extends Definition> = {
  -readonly [P in keyof D['props']]?: string;
} & {
  ref?: Ref<FlexportalElement<D>>;
  key?: string | number;
  children?: ReactNode;
  class?: string;
  className?: string;
  id?: string;
  slot?: string;
  part?: string;
  hidden?: boolean;
  title?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
};

/** Tag name to JSX attributes, for React users writing `<flexportal-rate sell="EUR" />`. */
export type FlexportalIntrinsicElements = { [D in Definition as D['tag']]: JsxAttributes<D> };

declare global {
  interface HTMLElementTagNameMap extends FlexportalElementMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends FlexportalIntrinsicElements {}
  }
}
