const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** The constant the checksum must give: 1 for bech32 (BIP-173), this for bech32m (BIP-350). */
const BECH32M = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i] as number;
  }
  return chk >>> 0;
}

const expandHrp = (hrp: string) => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

/** Regroups bits (8 to 5 or 5 to 8), or null when padding is not allowed and not zero. */
function convertBits(data: readonly number[], from: number, to: number, pad: boolean) {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max);
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return null;
  }
  return out;
}

/** A decoded segwit address: witness version and program. */
interface Segwit {
  version: number;
  program: Uint8Array;
}

/**
 * Decodes a segwit address of human-readable part `hrp` (BIP-173, BIP-350): `'checksum'`
 * when the characters are right but the checksum (bech32 for version 0, bech32m for 1 to
 * 16) is not, null when it is not shaped as one (mixed case, bad characters or lengths).
 */
export function decodeSegwit(hrp: string, address: string): Segwit | 'checksum' | null {
  const text = address.toLowerCase();
  if (address.length > 90 || (address !== text && address !== address.toUpperCase())) return null;
  const sep = text.lastIndexOf('1');
  if (sep < 1 || sep + 7 > text.length || text.slice(0, sep) !== hrp) return null;
  const data: number[] = [];
  for (const ch of text.slice(sep + 1)) {
    const v = CHARSET.indexOf(ch);
    if (v < 0) return null;
    data.push(v);
  }
  // The checksum first: a typo anywhere should read as a typo, not as a bad shape.
  const check = polymod([...expandHrp(hrp), ...data]);
  const version = data[0] as number;
  if (check !== (version === 0 ? 1 : BECH32M)) return 'checksum';
  if (version > 16) return null;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return { version, program: Uint8Array.from(program) };
}

/** The segwit address of a witness version and program (lower case, BIP-173/BIP-350). */
export function encodeSegwit(hrp: string, version: number, program: Uint8Array): string {
  const data = [version, ...(convertBits([...program], 8, 5, true) as number[])];
  const constant = version === 0 ? 1 : BECH32M;
  const mod = polymod([...expandHrp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((v) => CHARSET[v]).join('')}`;
}
