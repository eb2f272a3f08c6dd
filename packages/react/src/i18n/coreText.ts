import { type CoreMessage, isErrorCode } from '@flexportal/core';
import type { MessageKey } from './en.js';
import type { Translate } from './translate.js';

/**
 * A message core hands over, in the locale of `t`: one of core's codes (`ERROR_CODE`, the
 * defaults and fallbacks of the error catalogue) is translated, and so is a `CoreMessage`
 * (a code with its values, e.g. `printMissingMessage(id)`), whose code must be a key of the
 * catalogue by type; any other text is a server's message and is returned as it is.
 */
export function translateCoreText(t: Translate, message: string | CoreMessage<MessageKey>): string {
  if (typeof message !== 'string') return t(message.code, message.params);
  return isErrorCode(message) ? t(message) : message;
}
