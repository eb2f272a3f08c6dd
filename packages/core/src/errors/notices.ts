/** Toasts last 30 s unless told otherwise (PP-9-02). */
export const TOAST_DEFAULT_MS = 30_000;
/** Wallet toasts last 3 s (PP-8-12, PP-9-03). */
export const WALLET_TOAST_MS = 3_000;

/** Exact notice texts of the catalogue (PP-8-12, PP-8-13, PP-8-16, PP-5-23). */
export const NOTICE_TEXT = Object.freeze({
  walletCreated: 'Wallet {name} created successfully',
  walletRemoved: 'Wallet removed successfully',
  walletDeleteConfirm: 'Are you sure you want to delete this wallet?',
  yes: 'Yes',
  no: 'No',
  printMissing: 'Element to print #{id} not found!',
});

/** 'Wallet {name} created successfully' (PP-8-12). */
export function walletCreatedMessage(name: string): string {
  return NOTICE_TEXT.walletCreated.replace('{name}', name);
}

/** 'Element to print #{id} not found!' (PP-8-16). */
export function printMissingMessage(id: string): string {
  return NOTICE_TEXT.printMissing.replace('{id}', id);
}
