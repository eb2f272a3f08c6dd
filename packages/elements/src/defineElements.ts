import type { FlexportalClient } from '@flexportal/core';
import { ELEMENTS, type ElementDefinition } from './elements.js';
import { type RegisterOptions, registerElements } from './registerElements.js';

/**
 * Registers custom elements that render with `client`. Tags already registered (by an
 * earlier call or another copy of the SDK) are skipped, not redefined. Returns the tags
 * this call registered; `options.locale` sets the screens' language. Call it in the
 * browser, never at import time.
 */
export function defineElements(
  client: FlexportalClient,
  elements: readonly ElementDefinition[] = ELEMENTS,
  options: RegisterOptions = {},
): string[] {
  return registerElements(client, elements, options);
}
