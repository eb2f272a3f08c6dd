import { SCREENS, type ScreenDefinition } from '@flexportal/react/registry';
import type { ComponentType } from 'react';
import { SCREEN_LOADERS } from './screenLoaders.js';

/** A screen the portal can show in isolated (iframe) mode. */
export interface EmbedScreen {
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
  Component: ComponentType<any>;
  /** The registry's prop kinds: the only query parameters passed on, coerced by kind. */
  props: ScreenDefinition['props'];
  /** The registry's events: each is forwarded to the host window. */
  events: ScreenDefinition['events'];
}

/**
 * `/embed/<name>`: the registered screens frame mode may show, each loaded only when asked
 * for; undefined for any other name.
 */
export function embedScreen(name: string): (() => Promise<EmbedScreen>) | undefined {
  const screen = SCREENS.find((s) => s.name === name && s.frame);
  if (!screen) return undefined;
  return async () => ({
    Component: await SCREEN_LOADERS[screen.name](),
    props: screen.props,
    events: screen.events,
  });
}
