import { keccak_256 } from '@noble/hashes/sha3.js';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 mixed-case form of an ethereum address given in any case (`0x` + 40 hex). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const ch = hex[i] as string;
    // The i-th nibble of the hash: 8 or more upper-cases a letter.
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

/**
 * Whether an ethereum address is shaped right and, when given in mixed case, carries a
 * right EIP-55 checksum: `'format'`, `'checksum'` or null (valid). All lower or all upper
 * case carries no checksum, so it is accepted as it is (EIP-55).
 */
export function checkEthereumAddress(address: string): 'format' | 'checksum' | null {
  if (!HEX_ADDRESS.test(address)) return 'format';
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return toChecksumAddress(address) === address ? null : 'checksum';
}
