import { type Locale, type Translate, useLocale, useT } from '@flexportal/react';
import { client } from '../app/portalClient.js';
import { createLocaleStore } from './localeStore.js';
import { type PortalKey, portalTexts } from './portalTexts.js';

/** The portal's language, kept in the client's storage. */
export const locale = createLocaleStore(client.storage, globalThis.navigator?.languages ?? []);

/**
 * The shown locale and a translate function for the portal's texts: the widgets' `useT`
 * over the portal's area, so the portal switches language with its widgets, never before.
 */
export function usePortalT(): { locale: Locale; t: Translate<PortalKey> } {
  // One catalogue mechanism: useT finds the portal's keys in its area; only the key type
  // differs from the widgets' own.
  const t = useT(portalTexts) as unknown as Translate<PortalKey>;
  return { locale: useLocale(), t };
}
