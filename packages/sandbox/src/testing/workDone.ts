import { type PasswordWork, watchPasswordWork } from '../lib/password.js';
import type { Harness } from './harness.js';

/** What one request made the server do: its SQL statements and its password hashing. */
export interface WorkDone {
  status: number;
  body: string;
  /** The text of each statement sent to the database, in order. */
  statements: string[];
  /** Each password hash computed (`verify 16384$8$1`). */
  passwordWork: string[];
}

type Client = Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;

/**
 * Sends one request and records the work it caused: every statement the harness's PGlite
 * client ran (its `query`, `exec` and `transaction` calls) and every password hash
 * (lib/password's watcher). Nothing else may run meanwhile: the harness has no timers.
 */
export async function workOf(h: Harness, send: () => Promise<Response>): Promise<WorkDone> {
  const client = (h.database.db as unknown as { $client: Client }).$client;
  const statements: string[] = [];
  const passwordWork: string[] = [];
  const originals = { query: client.query, exec: client.exec, transaction: client.transaction };
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = originals[name];
    client[name] = (...args: unknown[]) => {
      statements.push(typeof args[0] === 'string' ? args[0] : name);
      return original.apply(client, args);
    };
  }
  const stop = watchPasswordWork((w: PasswordWork) => passwordWork.push(`${w.op} ${w.cost}`));
  try {
    const res = await send();
    return { status: res.status, body: await res.text(), statements, passwordWork };
  } finally {
    stop();
    Object.assign(client, originals);
  }
}
