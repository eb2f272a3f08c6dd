import { sha256 } from '@noble/hashes/sha2.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX: Record<string, number> = Object.fromEntries(
  [...ALPHABET].map((ch, i) => [ch, i] as const),
);

/** Bytes of a base58 string (Bitcoin's alphabet), or null when a character is outside it. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const ch of text) {
    const digit = INDEX[ch];
    if (digit === undefined) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  // Each leading '1' stands for a leading zero byte.
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** A base58 string of bytes (Bitcoin's alphabet). */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  let out = '';
  while (value > 0n) {
    out = `${ALPHABET[Number(value % 58n)]}${out}`;
    value /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** The 4 checksum bytes of base58check: the start of SHA-256(SHA-256(payload)). */
const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, 4);

/**
 * The payload of a base58check string, `'checksum'` when its last 4 bytes are not the
 * double SHA-256 of the rest, or null when it is no base58 at all (or too short).
 */
export function base58CheckDecode(text: string): Uint8Array | 'checksum' | null {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.subarray(0, -4);
  const expected = checksumOf(payload);
  const given = bytes.subarray(-4);
  return expected.every((b, i) => b === given[i]) ? payload : 'checksum';
}

/** Base58check of a payload (version byte included): payload + 4 checksum bytes. */
export function base58CheckEncode(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  out.set(checksumOf(payload), payload.length);
  return base58Encode(out);
}
