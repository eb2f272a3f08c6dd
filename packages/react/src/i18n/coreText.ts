import { ERROR_TEXT, SESSION_TEXT } from '@flexportal/core';
import type { MessageKey } from './en.js';
import type { Translate } from './translate.js';

/** Core's quoted English texts (the spec's exact words, PP-8, PP-4.8) and their catalogue keys. */
const CORE_TEXT_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [ERROR_TEXT.serverError, 'error.serverError'],
  [ERROR_TEXT.serverErrorButton, 'error.serverErrorButton'],
  [ERROR_TEXT.maintenance, 'error.maintenance'],
  [ERROR_TEXT.remotePortal, 'error.remotePortal'],
  [ERROR_TEXT.unauthorized, 'error.unauthorized'],
  [ERROR_TEXT.unexpected, 'error.unexpected'],
  [ERROR_TEXT.unknown, 'error.unknown'],
  [ERROR_TEXT.codeAccepted, 'error.codeAccepted'],
  [ERROR_TEXT.codeNoAnswer, 'error.codeNoAnswer'],
  [ERROR_TEXT.formAlreadySubmitted, 'error.formAlreadySubmitted'],
  [SESSION_TEXT.warning, 'session.warning'],
  [SESSION_TEXT.stay, 'session.stay'],
]);

/**
 * A message core hands over, in the locale of `t`: one of core's own quoted texts
 * (`ERROR_TEXT`, `SESSION_TEXT`: the defaults and fallbacks of the error catalogue) is
 * translated; any other text is a server's message and is returned as it is.
 */
export function translateCoreText(t: Translate, text: string): string {
  const key = CORE_TEXT_KEYS.get(text);
  return key ? t(key) : text;
}
