// frame.js: all that data-mode="frame" loads besides the loader. Framed elements are plain
// HTMLElements: no React, no r2wc, no client (docs/embedding.md, "Isolated mode").
import type { FrameElementsOptions } from '../frame/framedElement.js';
import { registerFramedElements } from '../frame/registerFramedElements.js';
import { decodeFrameScreens } from './frameScreens.mjs';

/** @public imported at run time by the loader (cdn/loader.ts, its FrameChunk interface) */
export { schemeTokens } from '../theme/schemes.js';

/**
 * The registry's screens with `frame: true`, reduced at build time to what a framed
 * element reads (name, props, events; `encodeFrameScreens`): descriptions, parts and
 * routes stay out.
 */
declare const __FLEXPORTAL_FRAME_SCREENS__: string;

/**
 * Registers every screen the registry allows in a frame.
 * @public imported at run time by the loader (cdn/loader.ts, its FrameChunk interface)
 */
export function defineFrameElements(options: FrameElementsOptions): string[] {
  return registerFramedElements(options, decodeFrameScreens(__FLEXPORTAL_FRAME_SCREENS__));
}
