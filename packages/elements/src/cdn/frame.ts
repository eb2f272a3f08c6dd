// frame.js: all that data-mode="frame" loads besides the loader. Framed elements are plain
// HTMLElements: no React, no r2wc, no client (docs/embedding.md, "Isolated mode").
import type { FrameElementsOptions } from '../frame/framedElement.js';
import { THEME_EVENT } from '../frame/protocol.js';
import { registerFramedElements } from '../frame/registerFramedElements.js';
import { frameTheme } from '../theme/hostTheme.js';
import { decodeFrameScreens } from './frameScreens.mjs';

/**
 * The registry's screens with `frame: true`, reduced at build time to what a framed
 * element reads (name, props, events; `encodeFrameScreens`): descriptions, parts and
 * routes stay out.
 */
declare const __FLEXPORTAL_FRAME_SCREENS__: string;

/**
 * Registers every screen the registry allows in a frame, once the page's theme (`theme`:
 * the loader's `data-theme`, `own`: its `data-theme-*`) is checked (see frameTheme). With
 * `auto` a change of the host's scheme goes to every ready frame (THEME_EVENT).
 * @public imported at run time by the loader (cdn/loader.ts, its FrameChunk interface)
 */
export async function defineFrameElements(
  options: Omit<FrameElementsOptions, 'tokens' | 'scheme'>,
  theme: string | undefined,
  own: Readonly<Record<string, string>>,
): Promise<string[]> {
  const page: FrameElementsOptions = { ...options };
  let defined = false;
  await frameTheme(document, theme, own, (scheme, tokens) => {
    Object.assign(page, { scheme, tokens });
    if (defined) document.dispatchEvent(new Event(THEME_EVENT));
  });
  defined = true;
  return registerFramedElements(page, decodeFrameScreens(__FLEXPORTAL_FRAME_SCREENS__));
}
