/**
 * The part of the Web Storage API the client needs. `localStorage` fits; hosts may pass
 * their own (or {@link createMemoryStorage}) where no browser storage exists.
 */
export interface KeyValueStorage {
  /** The stored string, or null. */
  getItem(key: string): string | null;
  /** Stores a string. */
  setItem(key: string, value: string): void;
  /** Removes a key. */
  removeItem(key: string): void;
}

/** A storage kept in memory, for servers, tests and hosts that forbid persistence. */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/** `localStorage` when the page has a usable one, else memory. Never touched at import. */
export function defaultStorage(): KeyValueStorage {
  try {
    const ls = globalThis.localStorage;
    if (ls) {
      const probe = '__flexportal_probe__';
      ls.setItem(probe, '1');
      ls.removeItem(probe);
      return ls;
    }
  } catch {
    // Storage can throw in sandboxed iframes or with cookies disabled; fall back to memory.
  }
  return createMemoryStorage();
}
