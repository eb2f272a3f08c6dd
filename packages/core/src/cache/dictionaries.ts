import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DictionaryEntry } from '../contract/reference.js';
import type { KeyValueStorage } from '../storage/KeyValueStorage.js';
import { DICTIONARY_SUMMARY_INTERVAL_MS } from './lifetimes.js';

/** Where the dictionaries are kept between page loads (cleared with the session). */
export const DICTIONARIES_KEY = 'flexportal.dictionaries';

/** What the client reads of a summary entry (AC-7mgr-37): its `url` and file version `file`. */
type DictionaryEntryRef = Pick<DictionaryEntry, 'url' | 'file'>;

/** The summary: dictionary name to its entry. */
export type DictionarySummaryRef = Record<string, DictionaryEntryRef>;

/** The summary is due when never fetched or older than 3 hours (PP-9-09). */
export function isSummaryDue(summaryAt: number | null, now: number): boolean {
  return summaryAt === null || now - summaryAt >= DICTIONARY_SUMMARY_INTERVAL_MS;
}

/** Names whose file changed since the known versions, or are new (AC-7mgr-37). */
export function changedDictionaries(
  summary: DictionarySummaryRef,
  known: Record<string, string>,
): string[] {
  return Object.entries(summary)
    .filter(([name, e]) => e && typeof e.url === 'string' && known[name] !== e.file)
    .map(([name]) => name);
}

/** Dictionaries state: when the summary was fetched, file versions and data. */
interface DictionariesState {
  /** When the summary was last fetched (ms); null forces a fetch. */
  summaryAt: number | null;
  /** Known file version per dictionary name. */
  files: Record<string, string>;
  /** Fetched dictionary content per name. */
  data: Record<string, unknown>;
}

/** The dictionaries of one client. */
export interface Dictionaries {
  /** The vanilla zustand store of {@link DictionariesState}. */
  store: StoreApi<DictionariesState>;
  /**
   * Fetches the summary when due, then each changed file by its url. A failed file does not
   * stop the others; it resets the summary timestamp so the next call fetches it again
   * (AC-8-12). Concurrent calls share one run.
   */
  sync(): Promise<void>;
  /** Forgets everything, kept copy included (the session ended). */
  clear(): void;
}

const EMPTY: DictionariesState = { summaryAt: null, files: {}, data: {} };

/** The kept state, or the empty one when there is none or it is not ours. */
function readKept(storage: KeyValueStorage | undefined): DictionariesState {
  try {
    const kept = JSON.parse(storage?.getItem(DICTIONARIES_KEY) ?? '0');
    if (kept.files && kept.data && (kept.summaryAt ?? 0) >= 0) return kept;
  } catch {}
  return EMPTY;
}

/** Creates the dictionaries store; `getSummary` is `GET dictionaries`, `getFile` fetches a url. */
export function createDictionaries(options: {
  getSummary: () => Promise<DictionarySummaryRef>;
  getFile: (url: string) => Promise<unknown>;
  /**
   * Keeps the dictionaries between page loads: a page opened within the summary's 3 hours
   * (PP-9-09) shows its fields without a dictionary request. Without it, memory only.
   */
  storage?: KeyValueStorage;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}): Dictionaries {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((m: string, e: unknown) => console.warn(m, e));
  const { storage } = options;
  const store = createStore<DictionariesState>(() => readKept(storage));

  let running: Promise<void> | null = null;

  async function run() {
    if (!isSummaryDue(store.getState().summaryAt, now())) return;
    let summary: DictionarySummaryRef;
    try {
      summary = await options.getSummary();
    } catch (error) {
      log('Dictionary summary fetch failed', error);
      store.setState({ summaryAt: null });
      return;
    }
    store.setState({ summaryAt: now() });
    // Each file on its own: one that fails keeps its old version (so it still counts as
    // changed) and resets the timestamp, while the others are stored (AC-8-12).
    const outcomes = await Promise.all(
      changedDictionaries(summary, store.getState().files).map(async (name) => {
        const entry = summary[name] as DictionaryEntryRef;
        try {
          const value = await options.getFile(entry.url);
          const s = store.getState();
          store.setState({
            files: { ...s.files, [name]: entry.file },
            data: { ...s.data, [name]: value },
          });
          return true;
        } catch (error) {
          log(`Dictionary ${name} fetch failed`, error);
          return false;
        }
      }),
    );
    if (outcomes.includes(false)) store.setState({ summaryAt: null });
    // Once a run settled; a full storage only costs the next page a fetch.
    try {
      storage?.setItem(DICTIONARIES_KEY, JSON.stringify(store.getState()));
    } catch {}
  }

  return {
    store,
    sync() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    clear() {
      store.setState(EMPTY);
      storage?.removeItem(DICTIONARIES_KEY);
    },
  };
}
