import { transactionKindsTexts } from '../../i18n/areas/transactionKinds.js';
import type { MessageKey } from '../../i18n/en.js';
import type { Translate } from '../../i18n/translate.js';

// The named statuses (PP-3.2-12), types (PP-3.2-07 plus deposits) and protocols are the keys of their
// texts, so a name added there is known here; the server may send others, shown as they come.
const named = (key: string): MessageKey | null =>
  Object.hasOwn(transactionKindsTexts.en, key) ? (key as MessageKey) : null;

/** The message key of a transaction status, or null for one without a name. */
export const statusLabelKey = (status: string) => named(`txKind.status.${status}`);

/** The message key of a transmission protocol (`FPS_CHAPS`), or null for one without a name. */
export const protocolLabelKey = (protocol: string) => named(`txKind.protocol.${protocol}`);

/** The message key of a transaction type, or null for one without a name. */
export const typeLabelKey = (type: string) => named(`txKind.type.${type}`);

// The value itself when it has no name, or when `t` lacks transactionKindsTexts (a raw
// `withdrawal` beats a bare key).
const nameOf = (t: Translate, key: MessageKey | null, raw: string): string => {
  const text = key ? t(key) : raw;
  return text === key ? raw : text;
};

/** The name of a transaction status in the reader's language (PP-3.2-12). */
export const statusName = (t: Translate, status: string) =>
  nameOf(t, statusLabelKey(status), status);

/** The name of a transaction type in the reader's language (PP-3.2-07). */
export const typeName = (t: Translate, type: string) => nameOf(t, typeLabelKey(type), type);

/** The name of a transmission protocol in the reader's language, never the code alone. */
export const protocolName = (t: Translate, protocol: string) =>
  nameOf(t, protocolLabelKey(protocol), protocol);
