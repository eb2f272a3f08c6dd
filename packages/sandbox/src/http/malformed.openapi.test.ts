/**
 * R8: for every operation of `GET /api/v2/openapi.json` with a JSON body or query
 * parameters, 500 malformed variants (./malformedPayloads.ts, seeded: the same requests
 * every run) sent with a valid token of the right role: a manager without two-factor
 * (solo@individual.test) for manager, company, profile and dictionary routes, the
 * super-admin for `a/*`, none for the public ones. Targets: 0 5xx; broken JSON answers 400,
 * everything else 422 with `{ message, errors: { field: [..] } }`; 401/403/404 are counted
 * apart (a route may refuse before it validates); the database is unchanged, by a hash of
 * every table's rows before and after.
 *
 * Known 401/403/404 (printed each run): `POST manager/crypto/{product}/wallet-for-deposit`
 * answers 403 (crypto off for the caller's company) to a `to_account_id` of `true` or
 * `[n]`: that route coerces the id instead of validating it first (another helper's
 * deposit route; reported to the lead, not fixed here). Nothing is written either way.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';
import { hasFieldErrors, sendVariant } from '../testing/openapiCalls.js';
import {
  malformedVariants,
  type Operation,
  operationsOf,
  type Variant,
} from './malformedPayloads.js';

const PER_OPERATION = 500;
const SEED = 20261123;
/**
 * Tables left out of the hash because they log by design, whatever the payload: none so
 * far. (login_throttles, auth_checkpoints and mailbox would be the candidates; malformed
 * requests are refused before they write there, which this test also proves.)
 */
const LOGGING_TABLES: readonly string[] = [];
/** Operations left out, each with its reason (none today: every operation is tried). */
const EXCLUDED: Record<string, string> = {};

let doc: Parameters<typeof operationsOf>[0] & Parameters<typeof malformedVariants>[0];
const { h, tokens } = sandboxSuite({ logins: ['solo', 'admin'] });
beforeAll(async () => {
  doc = await json(await h.call('GET', '/openapi.json'));
});

const tokenFor = (op: Operation) =>
  !op.secured ? undefined : op.path.startsWith('/a/') ? tokens.admin : tokens.solo;

/** md5 of each table's rows (in a stable order), by table name. */
async function tableHashes(): Promise<Record<string, string>> {
  const tables = (
    (await h.database.db.execute(
      sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: Array<{ t: string }> }
  ).rows.map((r) => r.t);
  const out: Record<string, string> = {};
  for (const t of tables) {
    if (LOGGING_TABLES.includes(t)) continue;
    const r = (await h.database.db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h, count(*)::int as n from "${t}" x`,
      ),
    )) as unknown as { rows: Array<{ h: string; n: number }> };
    out[t] = `${r.rows[0]?.n}:${r.rows[0]?.h}`;
  }
  return out;
}

const send = (op: Operation, v: Variant) => sendVariant(h, tokenFor(op), op, v);

describe('R8 malformed payloads from the OpenAPI document', () => {
  it('500 variants per operation: 0 5xx, all 400/422 with field errors, database unchanged', async () => {
    const operations = operationsOf(doc).filter((op) => !EXCLUDED[`${op.method} ${op.path}`]);
    const before = await tableHashes();
    const tally = {
      sent: 0,
      ok400: 0,
      ok422: 0,
      refused: 0,
      server5xx: 0,
      accepted: 0,
      badShape: 0,
    };
    const refusedBy = new Map<string, number>();
    const failures: string[] = [];
    let withVariants = 0;
    const started = Date.now();
    for (const [i, op] of operations.entries()) {
      const variants = malformedVariants(doc, op, PER_OPERATION, SEED + i);
      if (variants.length) withVariants++;
      for (const v of variants) {
        const { status, body } = await send(op, v);
        tally.sent++;
        const where = `${op.method} ${op.path} [${v.defect} ${v.field ?? ''}]`;
        if (status >= 500) {
          tally.server5xx++;
          failures.push(`${where}: ${status} ${JSON.stringify(body).slice(0, 120)}`);
        } else if (status === 400 && v.expect === 400) tally.ok400++;
        else if (status === 422 || status === 400) {
          if (status === 422 && hasFieldErrors(body)) tally.ok422++;
          else {
            tally.badShape++;
            failures.push(
              `${where}: ${status} without field errors ${JSON.stringify(body).slice(0, 200)}`,
            );
          }
        } else if (status === 401 || status === 403 || status === 404) {
          tally.refused++;
          const key = `${status} ${op.method} ${op.path} (${v.defect} ${v.field ?? ''})`;
          refusedBy.set(key, (refusedBy.get(key) ?? 0) + 1);
        } else {
          tally.accepted++;
          failures.push(`${where}: accepted with ${status} ${JSON.stringify(body).slice(0, 120)}`);
        }
      }
    }
    const after = await tableHashes();
    const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
    const distinct = [...new Set(failures.map((f) => f.slice(0, 200)))];
    if (distinct.length)
      console.log(`R8 failures (first of each):\n${distinct.slice(0, 40).join('\n')}`);
    if (refusedBy.size)
      console.log(
        `R8 refused before validation:\n${[...refusedBy].map(([k, n]) => `  ${k}: ${n}`).join('\n')}`,
      );
    console.log(
      `R8 ${operations.length} operations with a body or query (${withVariants} with malformed variants), ${tally.sent} malformed requests: ${tally.server5xx} 5xx; ${tally.ok400} 400 (broken JSON), ${tally.ok422} 422 with field errors, ${tally.badShape} 400/422 without them, ${tally.refused} 401/403/404, ${tally.accepted} accepted; tables changed: ${changed.length ? changed.join(', ') : 'none'} (of ${Object.keys(before).length} hashed; excluded: ${LOGGING_TABLES.join(', ') || 'none'}); ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(withVariants).toBeGreaterThan(50);
    expect(tally.sent).toBe(withVariants * PER_OPERATION);
    expect(tally.server5xx).toBe(0);
    expect(tally.accepted).toBe(0);
    expect(tally.badShape).toBe(0);
    expect(changed).toEqual([]);
  }, 600_000);
});
