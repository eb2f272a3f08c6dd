/**
 * R5: responses lost after the commit, and 503 with Retry-After, through core's client
 * against the sandbox over real HTTP. Faults are armed with the dev tools'
 * `POST /sandbox/faults` (src/routes/devtools.ts); the ledger is counted behind the
 * client's back. Rules under test: docs/decisions.md, "Retry-After and lost responses".
 */
import type { FlexportalClient } from '@flexportal/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpSandbox, httpSandbox } from '../testing/httpSandbox.js';

let s: HttpSandbox;
let client: FlexportalClient;
/** POSTs to the withdrawal endpoint that reached the wire, counted by the wrapped fetch. */
let wirePosts = 0;
let eur = 0;
beforeAll(async () => {
  // One-time codes are not what R5 measures: money moves without them in this app.
  s = await httpSandbox({ otpRequired: false });
  const counting: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/manager/transactions/iban')) wirePosts++;
    return fetch(input, init);
  };
  client = await s.signedIn('manager@globex.test', counting);
  const accounts = await client.http.list<{ id: number; name: string }>('manager/bank-accounts');
  eur = accounts.items.find((a) => a.name === 'Globex EUR')?.id ?? 0;
}, 60_000);
afterAll(() => s?.close());

const PATH = '/api/v2/manager/transactions/iban';
async function arm(fault: Record<string, unknown>) {
  const res = await fetch(`${s.origin}/sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(res.status).toBe(201);
}
const submit = (amount: string) =>
  client.http
    .data('manager/transactions/iban', {
      method: 'POST',
      body: {
        bank_account_id: eur,
        amount,
        transfer_service: 'sepa',
        customer_iban: 'FR7630006000011234567890189',
        customer_name: 'Hooli SAS',
      },
    })
    .then(
      () => ({ status: 201 }),
      (e: { response?: Response }) => ({ status: e.response?.status ?? 0 }),
    );
const postings = async (amount: string) => {
  const r = await s.database.db.execute(
    sql`select count(*)::int as n from transactions where bank_account_id = ${eur} and amount = ${amount}::numeric`,
  );
  return (r as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
};

interface Scenario {
  name: string;
  faults: Array<Record<string, unknown>>;
  times: number;
  /** Requests the client's first submit must put on the wire. */
  requests: number;
}
const SCENARIOS: Scenario[] = [
  {
    name: 'response lost after commit',
    times: 12,
    requests: 1,
    faults: [{ kind: 'drop-response' }],
  },
  {
    name: '503 Retry-After: 0',
    times: 5,
    requests: 2,
    faults: [{ kind: 'unavailable', retry_after: 0 }],
  },
  {
    name: '503 Retry-After: 1',
    times: 1,
    requests: 2,
    faults: [{ kind: 'unavailable', retry_after: 1 }],
  },
  {
    name: '503 Retry-After: 10 (too long)',
    times: 2,
    requests: 1,
    faults: [{ kind: 'unavailable', retry_after: 10 }],
  },
  {
    name: '3 x 503 Retry-After: 0',
    times: 2,
    requests: 3,
    faults: [{ kind: 'unavailable', retry_after: 0, count: 3 }],
  },
  {
    name: '503 then lost after commit',
    times: 3,
    requests: 2,
    faults: [{ kind: 'unavailable', retry_after: 0 }, { kind: 'drop-response' }],
  },
];

describe('R5 lost responses and 503 with Retry-After (real HTTP)', () => {
  it('0 double postings; every attempt ends committed once or visibly failed', async () => {
    const tally = {
      attempts: 0,
      committedOnce: 0,
      visiblyFailed: 0,
      lost: 0,
      doublePostings: 0,
      other: 0,
    };
    const lines: string[] = [];
    let n = 0;
    for (const scenario of SCENARIOS) {
      for (let i = 0; i < scenario.times; i++) {
        n++;
        const amount = `3.${String(n).padStart(2, '0')}`;
        for (const f of scenario.faults) await arm({ method: 'POST', path: PATH, ...f });
        const before = wirePosts;
        const first = await submit(amount);
        const firstRequests = wirePosts - before;
        // A lost POST is never repeated: only the 503 answers (handler not run) are.
        if (firstRequests !== scenario.requests) tally.other++;
        const afterFirst = await postings(amount);
        tally.attempts++;
        // What the user sees after the first submit, then after re-submitting when it failed.
        let outcome: string;
        if (first.status === 201 && afterFirst === 1) outcome = 'committed once';
        else if (first.status === 0 && afterFirst === 1) outcome = 'lost';
        else if (first.status >= 400 && afterFirst === 0) outcome = 'visibly failed';
        else outcome = `other (${first.status}, ${afterFirst} rows)`;
        let resubmit: number | null = null;
        if (first.status !== 201) resubmit = (await submit(amount)).status;
        const final = await postings(amount);
        if (final > 1) tally.doublePostings += final - 1;
        if (outcome === 'committed once') tally.committedOnce++;
        else if (outcome === 'lost') {
          tally.lost++;
          // The re-submit must meet the duplicate check, never post again.
          if (resubmit === 409 && final === 1) tally.committedOnce++;
          else tally.other++;
        } else if (outcome === 'visibly failed') {
          tally.visiblyFailed++;
          if (!(resubmit === 201 && final === 1)) tally.other++;
        } else tally.other++;
        lines.push(
          `${scenario.name}: first ${first.status || 'network error'} after ${firstRequests} request(s), re-submit ${resubmit ?? '-'}, ${final} posting(s)`,
        );
      }
    }
    // Nothing left armed: every fault was consumed by the requests above.
    const left = (await (await fetch(`${s.origin}/sandbox/faults`)).json()) as { data: unknown[] };
    expect(left.data).toEqual([]);
    console.log(lines.map((l) => `  ${l}`).join('\n'));
    console.log(
      `R5 ${tally.attempts} money-moving submits under faults: ${tally.committedOnce} committed once (${tally.lost} of them after a lost response, resolved by the 409 duplicate check), ${tally.visiblyFailed} visibly failed then re-submitted once, ${tally.doublePostings} double postings, ${tally.other} other`,
    );
    expect(tally.attempts).toBe(25);
    expect(tally.lost).toBe(15);
    expect(tally.visiblyFailed).toBe(4);
    expect(tally.committedOnce).toBe(21);
    expect(tally.doublePostings).toBe(0);
    expect(tally.other).toBe(0);
  }, 60_000);

  it('a lost POST went out once; a GET whose answer was lost is retried and succeeds', async () => {
    await arm({ kind: 'drop-response', method: 'POST', path: PATH });
    const before = wirePosts;
    expect((await submit('4.01')).status).toBe(0);
    expect(wirePosts - before).toBe(1);
    await arm({ kind: 'drop-response', method: 'GET', path: '/api/v2/manager/bank-accounts' });
    const list = await client.http.list('manager/bank-accounts');
    expect(list.items.length).toBeGreaterThan(0);
  });

  it('the fault tool validates its input', async () => {
    const res = await fetch(`${s.origin}/sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'explode', path: PATH }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { kind: string[] } }).errors.kind).toHaveLength(1);
  });
});
