import type { FlexportalClient } from '@flexportal/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createTranslate, type Locale, type Translate } from '../i18n/translate.js';

interface ContextValue {
  client: FlexportalClient;
  t: Translate;
}

const FlexportalContext = createContext<ContextValue | null>(null);

/** Props of {@link FlexportalProvider}. */
export interface FlexportalProviderProps {
  /** The client every screen below uses; create it once with `createClient`. */
  client: FlexportalClient;
  /** Language of the widgets' texts; default `en`. */
  locale?: Locale;
  children?: ReactNode;
}

/** Gives every Flexportal screen below it the same client and locale. */
export function FlexportalProvider({ client, locale = 'en', children }: FlexportalProviderProps) {
  const value = useMemo(() => ({ client, t: createTranslate(locale) }), [client, locale]);
  return <FlexportalContext.Provider value={value}>{children}</FlexportalContext.Provider>;
}

function useFlexportal(): ContextValue {
  const value = useContext(FlexportalContext);
  if (!value) {
    throw new Error('Flexportal screens must be rendered inside <FlexportalProvider client={...}>');
  }
  return value;
}

/** The client of the nearest {@link FlexportalProvider}; throws outside one. */
export function useFlexportalClient(): FlexportalClient {
  return useFlexportal().client;
}

/** The translate function of the nearest {@link FlexportalProvider}'s locale. */
export function useT(): Translate {
  return useFlexportal().t;
}
