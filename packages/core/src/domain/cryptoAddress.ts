import type { CryptoNetwork } from '../contract/enums.js';
import { base58CheckDecode } from './base58.js';
import { decodeSegwit } from './bech32.js';
import { checkEthereumAddress } from './eip55.js';

/**
 * What is wrong with an address: `empty`, `format` (not an address of that network at
 * all) or `checksum` (shaped right, but a character is wrong: a typo). Codes, translated
 * by the widgets (`cryptoAddress.empty`...).
 */
export type CryptoAddressProblem = 'empty' | 'format' | 'checksum';

/** Version bytes of Bitcoin's base58 addresses: P2PKH (`1…`) and P2SH (`3…`). */
const BITCOIN_VERSIONS = [0x00, 0x05];
/** Version byte of Tron addresses (`T…`). */
const TRON_VERSION = 0x41;

function checkBitcoin(address: string): CryptoAddressProblem | null {
  if (/^bc1/i.test(address)) {
    const segwit = decodeSegwit('bc', address);
    return segwit === null ? 'format' : segwit === 'checksum' ? 'checksum' : null;
  }
  if (!/^[13]/.test(address)) return 'format';
  const payload = base58CheckDecode(address);
  if (payload === null) return 'format';
  if (payload === 'checksum') return 'checksum';
  return payload.length === 21 && BITCOIN_VERSIONS.includes(payload[0] as number) ? null : 'format';
}

function checkTron(address: string): CryptoAddressProblem | null {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'format';
  const payload = base58CheckDecode(address);
  if (payload === null) return 'format';
  if (payload === 'checksum') return 'checksum';
  return payload.length === 21 && payload[0] === TRON_VERSION ? null : 'format';
}

/**
 * Checks a wallet address for its network before it is sent (issue 18): bitcoin takes
 * bech32/bech32m (`bc1…`, BIP-173/350) or base58check (`1…`, `3…`) with their checksums;
 * ethereum takes `0x` + 40 hex, with the EIP-55 checksum when given in mixed case; tron
 * takes base58check with version 0x41 (`T…`). Surrounding spaces are ignored. Null when
 * the address is valid.
 */
export function checkCryptoAddress(
  network: CryptoNetwork,
  address: string,
): CryptoAddressProblem | null {
  const text = address.trim();
  if (text === '') return 'empty';
  if (network === 'bitcoin') return checkBitcoin(text);
  if (network === 'tron') return checkTron(text);
  return checkEthereumAddress(text);
}
