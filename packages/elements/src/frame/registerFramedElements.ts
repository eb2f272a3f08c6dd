import {
  type FramedScreenData,
  type FrameElementsOptions,
  framedElement,
} from './framedElement.js';

/**
 * Registers the given screens as framed elements (see {@link framedElement}); tags already
 * registered are skipped. Takes the list, so frame.js can carry only the fields it reads.
 * Returns the tags registered.
 */
export function registerFramedElements(
  options: FrameElementsOptions,
  screens: readonly FramedScreenData[],
): string[] {
  const registry = globalThis.customElements;
  if (!registry) throw new Error('defineFrameElements needs a browser with custom elements');
  const defined: string[] = [];
  for (const screen of screens) {
    if (registry.get(screen.tag)) continue;
    registry.define(screen.tag, framedElement(screen, options));
    defined.push(screen.tag);
  }
  return defined;
}
