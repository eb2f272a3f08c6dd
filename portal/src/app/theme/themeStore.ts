import { readWhiteLabel, writeWhiteLabel } from '@flexportal/core';
import { createStore } from 'zustand/vanilla';
import { client } from '../portalClient.js';
import {
  type ColourScheme,
  type PortalTheme,
  readActiveTheme,
  readScheme,
  SCHEME_KEY,
  toPortalTheme,
} from './portalTheme.js';

interface ThemeState {
  theme: PortalTheme;
  scheme: ColourScheme;
  /** The active theme (brand) key (AC-1-04, AC-1-06): kept, else the build's, else ibanflex. */
  activeTheme: string;
}

/** The portal's theme: the white-label record and the colour scheme. */
export const themeStore = createStore<ThemeState>(() => ({
  theme: toPortalTheme(readWhiteLabel(client.storage, Date.now())),
  scheme: readScheme(client.storage),
  activeTheme: readActiveTheme(client.storage, import.meta.env.VITE_THEME),
}));

/** Loads the white-label record unless a copy younger than one hour is kept (PP-7.3-09). */
export async function loadWhiteLabel(): Promise<void> {
  if (readWhiteLabel(client.storage, Date.now())) return;
  try {
    const record = await client.http.data<unknown>('white-label');
    writeWhiteLabel(client.storage, record, Date.now());
    themeStore.setState({ theme: toPortalTheme(record) });
  } catch (error) {
    // A load failure is only logged (PP-8); the defaults stay.
    console.warn('[portal] white-label load failed', error);
  }
}

/** Switches and keeps the colour scheme (PP-1-11). */
export function setScheme(scheme: ColourScheme): void {
  client.storage.setItem(SCHEME_KEY, scheme);
  themeStore.setState({ scheme });
}
