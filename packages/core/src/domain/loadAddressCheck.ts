import type { checkCryptoAddress } from './cryptoAddress.js';

/**
 * Loads {@link checkCryptoAddress} when an address is about to be checked. Its checksums
 * need two hashes (about 5 KB gz) that a page uses only when a wallet is saved, so a
 * screen's first load does without them.
 */
export function loadAddressCheck(): Promise<typeof checkCryptoAddress> {
  return import('./cryptoAddress.js').then((m) => m.checkCryptoAddress);
}
