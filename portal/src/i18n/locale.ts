import { useCallback } from 'react';
import { useStore } from 'zustand';
import { client } from '../app/portalClient.js';
import { createLocaleStore } from './localeStore.js';
import { portalT } from './portalT.js';

/** The portal's language, kept in the client's storage. */
export const locale = createLocaleStore(client.storage, globalThis.navigator?.languages ?? []);

/** The current locale and a translate function for portal texts. */
export function usePortalT() {
  const current = useStore(locale.store, (s) => s.locale);
  const t = useCallback((english: string) => portalT(current, english), [current]);
  return { locale: current, t };
}
