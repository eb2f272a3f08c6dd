import type { MessageKey } from '../../i18n/en.js';
import type { Translate } from '../../i18n/translate.js';

/** Statuses with a name (PP-3.2-12); the server may add others, shown as they come. */
const STATUSES: ReadonlySet<string> = new Set(['settled', 'progress', 'denied', 'api']);

/** Types with a name: PP-3.2-07 plus the deposits the server records. */
const TYPES: ReadonlySet<string> = new Set([
  'deposit',
  'withdrawal',
  'transfer',
  'exchange',
  'convert',
  'crypto',
  'import',
  'card',
  'buy_crypto',
  'withdraw_crypto',
  'receive_crypto',
]);

/** The message key of a transaction status, or null for one without a name. */
export function statusLabelKey(status: string): MessageKey | null {
  return STATUSES.has(status) ? (`txKind.status.${status}` as MessageKey) : null;
}

/** The message key of a transaction type, or null for one without a name. */
export function typeLabelKey(type: string): MessageKey | null {
  return TYPES.has(type) ? (`txKind.type.${type}` as MessageKey) : null;
}

/**
 * The name of a status or type in the reader's language, or the value itself when it has
 * none, or when `t` lacks `transactionKindsTexts` (a raw `withdrawal` beats a bare key).
 */
export function kindLabel(t: Translate, key: MessageKey | null, raw: string): string {
  const text = key ? t(key) : raw;
  return text === key ? raw : text;
}
