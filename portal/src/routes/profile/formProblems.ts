import { type Translate, validationError } from '@flexportal/react';
import type { PortalKey } from '../../i18n/portalTexts.js';

/**
 * Throws a form's own findings into its submit flow, read like the server's 422 so both
 * show beside the fields the same way; nothing when there are none.
 */
export function throwProblems(
  problems: Partial<Record<string, PortalKey>>,
  t: Translate<PortalKey>,
  params: Readonly<Record<string, string | number>> = {},
): void {
  const entries = Object.entries(problems).filter(
    (e): e is [string, PortalKey] => e[1] !== undefined,
  );
  if (entries.length === 0) return;
  const errors = Object.fromEntries(entries.map(([field, key]) => [field, [t(key, params)]]));
  throw validationError(errors, t('portal.checkTheFields'));
}
