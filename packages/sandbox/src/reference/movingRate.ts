import { createHash } from 'node:crypto';
import { fromUnits, mulRatio, toUnits } from '../lib/decimal.js';

/**
 * A rate that moves deterministically around the seeded mid: every 10 s bucket shifts it
 * by -20..+20 basis points, from a hash of the pair and the bucket (integers only).
 */
export function movingRate(mid: string, pair: string, now: number): string {
  const bucket = Math.floor(now / 10_000);
  const h = createHash('sha256').update(`${pair}:${bucket}`).digest();
  const bp = BigInt((h.readUInt16BE(0) % 41) - 20);
  return fromUnits(mulRatio(toUnits(mid), 10_000n + bp, 10_000n, 10));
}
