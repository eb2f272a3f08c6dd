import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements longer than this stay unnamed (a bulk insert of many rows is rarely repeated). */
const MAX_TEXT = 8_000;
/** At most this many distinct statements are named per pool (bounded server memory). */
const MAX_NAMES = 500;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes every parameterised query a pool's connections run a named (prepared) statement,
 * named by a hash of its text: PostgreSQL then parses it once per connection instead of on
 * every call, and may reuse its plan. Results are the same; only repeated work is saved
 * (on the transfer create path about half of PostgreSQL's time, P8). Statements without
 * parameters (DDL, migrations), longer than {@link MAX_TEXT} or beyond {@link MAX_NAMES}
 * distinct texts run unnamed as before.
 */
export function nameStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMES) {
      name = `fp_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object') {
        const c = config as { text?: unknown; name?: unknown; values?: unknown[] };
        const values = Array.isArray(rest[0]) ? rest[0] : c.values;
        if (
          typeof c.text === 'string' &&
          c.name === undefined &&
          c.text.length <= MAX_TEXT &&
          values &&
          values.length > 0
        ) {
          const name = nameOf(c.text);
          if (name) return query({ ...c, name }, ...rest);
        }
      }
      return query(config, ...rest);
    };
  });
}
