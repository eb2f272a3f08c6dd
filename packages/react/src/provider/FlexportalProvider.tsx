import type { FlexportalClient } from '@flexportal/core';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type AnyArea, waitForAreas } from '../i18n/areas/areaTexts.js';
import {
  createTranslate,
  hasLocale,
  type Locale,
  loadLocale,
  type Messages,
  type Translate,
} from '../i18n/translate.js';

interface ContextValue {
  client: FlexportalClient;
  locale: Locale;
  t: Translate;
  messages: Messages | undefined;
  hostDialogs: boolean;
}

const FlexportalContext = createContext<ContextValue | null>(null);

/** Props of {@link FlexportalProvider}. */
export interface FlexportalProviderProps {
  /** The client every screen below uses; create it once with `createClient`. */
  client: FlexportalClient;
  /** Language of the widgets' texts; default `en`. */
  locale?: Locale;
  /**
   * The partner's own texts by key, winning over the catalogue's in every screen, lazily
   * loaded ones too: `{ 'withdrawal.submit': 'Pay now' }`, or per locale
   * `{ 'withdrawal.submit': { en: 'Pay now', de: 'Jetzt zahlen' } }`.
   */
  messages?: Messages;
  /**
   * True when the host mounts {@link FlexportalGlobals} (the two-factor modal among them);
   * screens then leave the code prompt to it. Default false: each screen brings its own,
   * as a custom element on a partner page must.
   */
  hostDialogs?: boolean;
  children?: ReactNode;
}

/**
 * Gives every Flexportal screen below it the same client and locale. A locale other than
 * English is downloaded on first use: the screens first render once the page's language is
 * in, and a switch to another language keeps showing the current one until the new texts
 * arrive (nothing unmounts, no typed input is lost, never a mix of two languages).
 */
export function FlexportalProvider({
  client,
  locale = 'en',
  messages,
  hostDialogs = false,
  children,
}: FlexportalProviderProps) {
  const [loaded, setLoaded] = useState<Locale | null>(() => (hasLocale(locale) ? locale : null));
  const shown = hasLocale(locale) ? locale : loaded;
  useEffect(() => {
    if (hasLocale(locale)) return;
    let live = true;
    loadLocale(locale).then(
      () => live && setLoaded(locale),
      (error: unknown) => console.error('Flexportal: the texts of', locale, 'did not load', error),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  const value = useMemo(
    () =>
      shown
        ? { client, locale: shown, t: createTranslate(shown, [], messages), messages, hostDialogs }
        : null,
    [client, shown, messages, hostDialogs],
  );
  if (!value) return null;
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

/**
 * The translate function of the nearest {@link FlexportalProvider}'s locale, over the
 * shared texts and the given areas' (`useT(listsTexts)`): a screen names the areas it
 * uses, so only those texts are bundled with it. An area whose code arrived after its
 * locale was loaded (a lazy route) suspends the screen until its texts are in, so that it
 * never shows a mix of two languages: such screens render inside a `<Suspense>`.
 */
export function useT(...areas: AnyArea[]): Translate {
  const { t, locale, messages } = useFlexportal();
  const wait = areas.length ? waitForAreas(locale, areas) : null;
  if (wait) throw wait;
  // Areas are module constants and each call site passes the same number of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the areas are the dependencies
  return useMemo(
    () => (areas.length ? createTranslate(locale, areas, messages) : t),
    [t, locale, messages, ...areas],
  );
}

/** The language of the nearest {@link FlexportalProvider}: dates and numbers follow it. */
export function useLocale(): Locale {
  return useFlexportal().locale;
}

/** Whether the host mounts the global dialogs (see {@link FlexportalProviderProps.hostDialogs}). */
export function useHostDialogs(): boolean {
  return useFlexportal().hostDialogs;
}
