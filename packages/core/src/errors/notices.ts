import type { CoreMessage } from './texts.js';

/** Toasts last 30 s unless told otherwise (PP-9-02). */
export const TOAST_DEFAULT_MS = 30_000;
/** Wallet toasts last 3 s (PP-8-12, PP-9-03). */
export const WALLET_TOAST_MS = 3_000;

/**
 * Codes of the notice texts (PP-8-12, PP-8-13, PP-8-16, PP-5-23): keys of the widgets'
 * catalogues, whose `en` holds the spec's exact English ('Wallet {name} created
 * successfully'...). Core hands these over, never the sentences.
 */
export const NOTICE_CODE = Object.freeze({
  walletCreated: 'wallet.created',
  walletRemoved: 'wallet.removed',
  walletDeleteConfirm: 'wallet.deleteConfirm',
  yes: 'wallet.deleteYes',
  no: 'wallet.deleteNo',
  printMissing: 'list.printMissing',
} as const);

/** The wallet-created notice for a wallet's name (PP-8-12). */
export function walletCreatedMessage(name: string): CoreMessage<typeof NOTICE_CODE.walletCreated> {
  return { code: NOTICE_CODE.walletCreated, params: { name } };
}

/** The notice when the element to print is missing, for its id (PP-8-16). */
export function printMissingMessage(id: string): CoreMessage<typeof NOTICE_CODE.printMissing> {
  return { code: NOTICE_CODE.printMissing, params: { id } };
}
