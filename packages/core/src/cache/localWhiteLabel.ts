import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import { WHITE_LABEL_LOCAL_TTL_MS } from './lifetimes.js';

/** Storage key of the locally kept white-label record (PP-7.3-09). */
export const WHITE_LABEL_KEY = 'flexportal.white_label';

/** The white-label record as kept locally; `cache_set_at` is when it was stored (ms). */
interface LocalWhiteLabel<T> {
  /** When it was stored (ms since epoch). */
  cache_set_at: number;
  /** The white-label record as the server gave it. */
  data: T;
}

/** The locally kept white-label record while younger than one hour, else null (PP-7.3-09). */
export function readWhiteLabel<T>(storage: KeyValueStorage, now: number): T | null {
  const raw = storage.getItem(WHITE_LABEL_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as LocalWhiteLabel<T>;
    if (typeof v?.cache_set_at !== 'number' || now - v.cache_set_at >= WHITE_LABEL_LOCAL_TTL_MS)
      return null;
    return v.data;
  } catch {
    return null;
  }
}

/** Keeps the white-label record locally, stamped with `cache_set_at`. */
export function writeWhiteLabel<T>(storage: KeyValueStorage, data: T, now: number): void {
  storage.setItem(
    WHITE_LABEL_KEY,
    JSON.stringify({ cache_set_at: now, data } satisfies LocalWhiteLabel<T>),
  );
}
