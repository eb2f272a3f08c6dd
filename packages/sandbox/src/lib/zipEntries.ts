import { createInflateRaw } from 'node:zlib';

/** One entry of a zip as its central directory places it; its declared sizes are not kept. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (the only two an office file uses). */
  method: 0 | 8;
  /** Where the packed data starts (after the entry's local header). */
  dataStart: number;
  /** Bytes of packed data, checked to lie inside the file before the central directory. */
  packedSize: number;
}

/** Why a zip is not read: the kind, for the caller's own words. */
export type ZipProblem = 'not-zip' | 'corrupted' | 'too-many' | 'too-large';

/** A zip that is not read, and why; thrown by {@link zipEntries} and {@link inflated}. */
export class ZipRefused extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip refused: ${problem}`);
  }
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

/**
 * The entries of a zip held in memory, from its central directory: names, methods and
 * where each one's packed bytes are. Only positions are taken from the directory; how much
 * an entry unpacks to is learnt by inflating it ({@link inflated}), never from the sizes it
 * declares. More than `maxEntries` entries, ZIP64, encryption or another method is refused.
 */
export function zipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || view.getUint32(0, true) !== LOCAL) throw new ZipRefused('not-zip');
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
    if (view.getUint32(i, true) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipRefused('corrupted');
  const count = view.getUint16(end + 10, true);
  const dirOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipRefused('too-large');
  if (count > maxEntries) throw new ZipRefused('too-many');
  if (dirOffset > end) throw new ZipRefused('corrupted');
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw new ZipRefused('corrupted');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const packedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    if (packedSize === 0xffffffff || local === 0xffffffff) throw new ZipRefused('too-large');
    // Bit 0: encrypted; nothing an office file needs, and nothing to inflate.
    if ((flags & 1) !== 0 || (method !== 0 && method !== 8)) throw new ZipRefused('corrupted');
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (local + 30 > dirOffset || view.getUint32(local, true) !== LOCAL) {
      throw new ZipRefused('corrupted');
    }
    const dataStart =
      local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataStart + packedSize > dirOffset) throw new ZipRefused('corrupted');
    entries.push({ name, method, dataStart, packedSize });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** How many inflated bytes may still come, shared by every entry of one file. */
export interface InflateBudget {
  left: number;
}

/**
 * The inflated bytes of one entry, chunk by chunk (64 KB at most, each pulled only when
 * the caller asks for the next), counted against `budget` and against `maxRatio` times the
 * entry's packed size (from `ratioFloor` bytes on): the chunk that goes past either limit
 * throws `ZipRefused('too-large')` and the inflater is destroyed, so no bomb ever unpacks
 * beyond the limit, whatever the file declares. A broken deflate stream throws 'corrupted'.
 */
export async function* inflated(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  limits: { maxRatio: number; ratioFloor: number },
): AsyncGenerator<Buffer> {
  const packed = bytes.subarray(entry.dataStart, entry.dataStart + entry.packedSize);
  let limit = Math.min(budget.left, Math.max(limits.ratioFloor, packed.length * limits.maxRatio));
  const take = (n: number) => {
    if (n > limit) throw new ZipRefused('too-large');
    limit -= n;
    budget.left -= n;
  };
  if (entry.method === 0) {
    take(packed.length);
    yield Buffer.from(packed);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(packed);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      take(chunk.length);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new ZipRefused('corrupted');
  } finally {
    inflater.destroy();
  }
}
