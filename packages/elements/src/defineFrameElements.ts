import { SCREENS } from '@flexportal/react/registry';
import type { FramedScreenData, FrameElementsOptions } from './frame/framedElement.js';
import { registerFramedElements } from './frame/registerFramedElements.js';

export type { FramedScreenData, FrameElementsOptions } from './frame/framedElement.js';

/**
 * Registers elements in isolated mode: each is a plain `HTMLElement` drawing an iframe of
 * the portal instead of the screen itself, so no React, no client and no token exist in the
 * partner page. Events from the frame are re-dispatched on the element as `CustomEvent`s.
 * By default every screen the registry allows in a frame; tags already registered are
 * skipped. Returns the tags registered.
 */
export function defineFrameElements(
  options: FrameElementsOptions,
  screens: readonly FramedScreenData[] = SCREENS.filter((screen) => screen.frame),
): string[] {
  return registerFramedElements(options, screens);
}
