/**
 * A write counter per database handle, for caches of rows that change (account balances).
 * It exists only for PGlite: this process is then the only writer and every statement goes
 * through one client, so counting the client's writes sees every change. A PostgreSQL may
 * have other writers, so no counter is kept for it and nothing is cached.
 */
interface WriteTracked {
  query(...args: never[]): Promise<unknown>;
  exec(...args: never[]): Promise<unknown>;
  transaction(...args: never[]): Promise<unknown>;
}

const epochs = new WeakMap<object, { value: number }>();

/** A plain SELECT (no locking clause, no data-modifying CTE) cannot change any row. */
const READ_ONLY = /^\s*\(?\s*select\b/i;
const LOCKING = /\bfor\s+(no\s+key\s+update|update|share|key\s+share)\b/i;

function isReadOnly(text: unknown): boolean {
  return typeof text === 'string' && READ_ONLY.test(text) && !LOCKING.test(text);
}

/**
 * Counts the writes `client` runs on behalf of `db`: the counter moves when a writing
 * statement or a transaction starts AND when it ends, so a read that overlapped any write
 * sees the counter move and must not be cached.
 */
export function trackWrites(db: object, client: WriteTracked): void {
  const epoch = { value: 0 };
  epochs.set(db, epoch);
  const wrap = <K extends keyof WriteTracked>(name: K, writes: (args: unknown[]) => boolean) => {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<K, unknown>)[name] = async (...args: unknown[]) => {
      if (!writes(args)) return original(...args);
      epoch.value++;
      try {
        return await original(...args);
      } finally {
        epoch.value++;
      }
    };
  };
  wrap('query', (args) => !isReadOnly(args[0]));
  wrap('exec', (args) => !isReadOnly(args[0]));
  wrap('transaction', () => true);
}

/** The write counter of `db`, or undefined when its writes are not tracked (PostgreSQL). */
export function writeEpochOf(db: object): { readonly value: number } | undefined {
  return epochs.get(db);
}

/**
 * A cache of rows read through `db`, valid until the next write: an entry is kept only if
 * no write started or ended while it was read, and is used only while no write happened
 * since. Untracked handles (PostgreSQL, open transactions) always read.
 */
export class WriteEpochCache<V> {
  readonly #entries = new WeakMap<object, Map<string, { epoch: number; value: V }>>();

  constructor(private readonly limit = 1000) {}

  async get(db: object, key: string, load: () => Promise<V>): Promise<V> {
    const epoch = epochs.get(db);
    if (!epoch) return load();
    let entries = this.#entries.get(db);
    if (!entries) {
      entries = new Map();
      this.#entries.set(db, entries);
    }
    const hit = entries.get(key);
    if (hit && hit.epoch === epoch.value) return hit.value;
    const before = epoch.value;
    const value = await load();
    if (epoch.value === before) {
      if (entries.size >= this.limit) entries.clear();
      entries.set(key, { epoch: before, value });
    }
    return value;
  }
}
