import { createStore, type StoreApi } from 'zustand/vanilla';

/** One cached value and when it was stored (ms). */
interface CacheEntry {
  /** The cached value. */
  data: unknown;
  /** When it was stored (ms). */
  updatedAt: number;
}

/** Cache state: entries by key. */
interface CacheState {
  /** Cached values by key (usually the request path). */
  entries: Record<string, CacheEntry>;
  /**
   * Counts invalidations. Readers re-read on every change: an invalidation that lands while
   * a load is still running (its key not yet present) must still make them load again.
   */
  generation: number;
}

/** A client's request cache: lifetimes, de-duplication, invalidation. */
export interface Cache {
  /** The vanilla zustand store of {@link CacheState}. */
  store: StoreApi<CacheState>;
  /**
   * The value of `key`: from the cache while younger than `ttlMs`, else loaded. Concurrent
   * calls for one key share a single load. A failed load is not cached.
   */
  get<T>(key: string, load: () => Promise<T>, ttlMs: number): Promise<T>;
  /** The cached value regardless of age, or undefined. */
  peek<T>(key: string): T | undefined;
  /**
   * Stores a value now (e.g. after a PUT answered the new record), or as of `updatedAt` (ms)
   * for a value kept from an earlier page: its lifetime then counts from when it was read.
   */
  set(key: string, data: unknown, updatedAt?: number): void;
  /** Drops `key` and every key starting with `key/` (e.g. `manager/bank-accounts`). */
  invalidate(key: string): void;
  /** Drops everything (logout). */
  clear(): void;
  /**
   * Calls `listener` with every key invalidated (`''` for {@link clear}), so what is not
   * cached (a list page) can load again too; returns the unsubscribe. See {@link covers}.
   */
  onInvalidate(listener: (key: string) => void): () => void;
}

/**
 * Whether invalidating `key` makes data read from `path` stale: the same path, one below it,
 * or everything (`''`, a cleared cache). Pure.
 */
export function covers(key: string, path: string): boolean {
  return key === '' || path === key || path.startsWith(`${key}/`);
}

/** Creates the cache of one client. */
export function createCache(now: () => number = Date.now): Cache {
  const store = createStore<CacheState>(() => ({ entries: {}, generation: 0 }));
  const inflight = new Map<string, Promise<unknown>>();
  const listeners = new Set<(key: string) => void>();
  const told = (key: string) => {
    for (const listener of [...listeners]) listener(key);
  };

  const cache: Cache = {
    store,
    get<T>(key: string, load: () => Promise<T>, ttlMs: number) {
      const entry = store.getState().entries[key];
      if (entry && now() - entry.updatedAt < ttlMs) return Promise.resolve(entry.data as T);
      const running = inflight.get(key);
      if (running) return running as Promise<T>;
      // A load invalidated while running neither writes nor stays shared.
      const p: Promise<T> = load().then(
        (data) => {
          if (inflight.get(key) === p) {
            inflight.delete(key);
            cache.set(key, data);
          }
          return data;
        },
        (error: unknown) => {
          if (inflight.get(key) === p) inflight.delete(key);
          throw error;
        },
      );
      inflight.set(key, p);
      return p;
    },
    peek<T>(key: string) {
      return store.getState().entries[key]?.data as T | undefined;
    },
    set(key, data, updatedAt = now()) {
      store.setState({
        entries: { ...store.getState().entries, [key]: { data, updatedAt } },
      });
    },
    invalidate(key) {
      const entries = { ...store.getState().entries };
      for (const k of Object.keys(entries))
        if (k === key || k.startsWith(`${key}/`)) delete entries[k];
      for (const k of [...inflight.keys()])
        if (k === key || k.startsWith(`${key}/`)) inflight.delete(k);
      store.setState({ entries, generation: store.getState().generation + 1 });
      told(key);
    },
    clear() {
      inflight.clear();
      store.setState({ entries: {}, generation: store.getState().generation + 1 });
      told('');
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return cache;
}
