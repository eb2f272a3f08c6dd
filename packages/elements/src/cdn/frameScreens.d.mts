import type { PropKind, ScreenDefinition } from '@flexportal/react/registry';

/** What a framed element reads of a screen, decoded from frame.js's string. */
export interface DecodedFrameScreen {
  name: string;
  tag: string;
  props: Record<string, Extract<PropKind, 'string' | 'json'>>;
  events: Record<string, { bubbles: boolean; composed: boolean }>;
}

/** The registry's frame screens as one short string (frame.js carries it). */
export function encodeFrameScreens(
  screens: ReadonlyArray<Pick<ScreenDefinition, 'name' | 'tag' | 'props' | 'events'>>,
): string;

/** The screens back from {@link encodeFrameScreens}' string. */
export function decodeFrameScreens(text: string): DecodedFrameScreen[];
