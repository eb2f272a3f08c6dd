// frame.js: all that data-mode="frame" loads besides the loader. Framed elements are plain
// HTMLElements: no React, no r2wc, no client (docs/embedding.md, "Isolated mode").
import type { FramedScreenData, FrameElementsOptions } from '../frame/framedElement.js';
import { registerFramedElements } from '../frame/registerFramedElements.js';

/** @public imported at run time by the loader (cdn/loader.ts, its FrameChunk interface) */
export { schemeTokens } from '../theme/schemes.js';

/**
 * The registry's screens with `frame: true`, reduced at build time to what a framed
 * element reads (tag, name, props, events): descriptions, parts and routes stay out.
 */
declare const __FLEXPORTAL_FRAME_SCREENS__: readonly FramedScreenData[];

/**
 * Registers every screen the registry allows in a frame.
 * @public imported at run time by the loader (cdn/loader.ts, its FrameChunk interface)
 */
export function defineFrameElements(options: FrameElementsOptions): string[] {
  return registerFramedElements(options, __FLEXPORTAL_FRAME_SCREENS__);
}
