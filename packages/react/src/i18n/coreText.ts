import { isErrorCode } from '@flexportal/core';
import type { Translate } from './translate.js';

/**
 * A message core hands over, in the locale of `t`: one of core's codes (`ERROR_CODE`, the
 * defaults and fallbacks of the error catalogue) is translated; any other text is a server's
 * message and is returned as it is.
 */
export function translateCoreText(t: Translate, message: string): string {
  return isErrorCode(message) ? t(message) : message;
}
