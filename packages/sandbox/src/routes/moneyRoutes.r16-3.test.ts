/**
 * R16.3 (issue 36, finding 3): every route that moves money goes through one pipeline. The
 * routes are not listed here: they are the operations the OpenAPI document marks
 * `x-money-move` (routes/moneyRoute.ts), each with an example request. For each move, as a
 * caller who reaches its code step, with the settings' limits at 40 (fiat) and 0.05
 * (crypto): the request without a code is challenged (403); a code answering another
 * payload's challenge, and a code of a user without the challenge another user opened, are
 * refused (403); an amount over the limit is refused (422) with a code that then approves
 * the challenged request (201): nothing is booked by a refusal and no code is used up.
 * Then the set of routes that wrote to the ledger equals the set the document marks, and a
 * handler outside the pipeline cannot write at all.
 */

import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/demoLogins.js';
import { users } from '../db/schema.js';
import { ledgerScope, postedRoutes } from '../ledger/ledgerScope.js';
import { depositMove } from '../ledger/moveLegs.js';
import { ownAccount } from '../ledger/operations.js';
import { postMove } from '../ledger/postMove.js';
import { hashPassword } from '../lib/password.js';
import { totp } from '../lib/totp.js';
import { json, sandboxSuite } from '../testing/harness.js';
import {
  AMOUNTS,
  callerData,
  type MoneyOperation,
  moneyOperations,
  resolveExample,
  sendExample,
} from '../testing/moneyExamples.js';

const mailed: Array<{ email: string; otp: string }> = [];
const { h, tokens } = sandboxSuite({
  logins: ['acme', 'affiliate', 'admin'],
  app: { importPaceMs: 0, onEmailCode: (e) => mailed.push(e) },
});
const CALLERS = { manager: ['acme', 'affiliate'], admin: ['admin'] } as const;
type Login = 'acme' | 'affiliate' | 'admin';

let operations: MoneyOperation[];
beforeAll(async () => {
  operations = moneyOperations(await json(await h.call('GET', '/openapi.json')));
  for (const [key, { max }] of [
    ['fiat_transaction_amount_boundaries', AMOUNTS.fiat],
    ['crypto_transaction_amount_boundaries', AMOUNTS.crypto],
  ] as const) {
    const res = await h.call('POST', '/a/settings', {
      token: tokens.admin,
      body: { key, value: { min: '0.00000001', max } },
    });
    expect(res.status).toBe(200);
  }
});

/** Rows of what a move books: transactions, postings, imports. */
async function booked(): Promise<string> {
  const r = (await h.database.db.execute(
    sql`select (select count(*) from transactions) || '/' || (select count(*) from ledger_postings) || '/' || (select count(*) from imports) as n`,
  )) as unknown as { rows: Array<{ n: string }> };
  return r.rows[0]?.n ?? '';
}

/** Imports whose background job has not finished (their rows post after the answer). */
async function runningJobs(): Promise<number> {
  const r = (await h.database.db.execute(
    sql`select count(*)::int as n from imports where status not in ('DONE', 'ERROR')`,
  )) as unknown as { rows: Array<{ n: number }> };
  return r.rows[0]?.n ?? 0;
}

/** A second signer of the caller's company (or a second administrator), signed in. */
async function secondSigner(email: string): Promise<string> {
  const [me] = await h.database.db.select().from(users).where(eq(users.email, email));
  const other = `second-${email}`;
  await h.database.db
    .insert(users)
    .values({
      email: other,
      firstName: 'Second',
      role: me?.role ?? 'manager',
      companyId: me?.companyId ?? null,
      totpSecret: me?.totpSecret ?? null,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .onConflictDoNothing();
  return h.login(other);
}

/** The code that answers `email`'s last challenge: its mail, or an authenticator step. */
function codeFor(method: string | null, email: string, step: -1 | 0 | 1): string {
  if (method === 'email') return mailed.filter((m) => m.email === email).at(-1)?.otp ?? '';
  return totp(DEMO_TOTP_SECRET, h.now() + step * 30_000);
}

const emailOf = async (token: string) =>
  (await json(await h.call('GET', '/auth/me', { token }))).data.email as string;

interface Outcome {
  route: string;
  caller: string;
  missing: number;
  foreignPayload: number;
  foreignUser: number;
  overAsk: number;
  over: number;
  overField: string;
  afterOver: number;
  unchanged: boolean;
}

describe('R16.3 every money route from the route table goes through the one pipeline', () => {
  it('refuses an amount over the limit, a missing code and a foreign code; books nothing', async () => {
    const moves = operations.filter((op) => op.mark.kind !== 'reversal');
    expect(moves.length).toBeGreaterThan(10);
    const outcomes: Outcome[] = [];
    const unreached: string[] = [];
    let withdrawalId: number | null = null;
    for (const op of moves) {
      h.tick(90_000); // three fresh authenticator steps per route
      const logins = op.path.startsWith('/a/') ? CALLERS.admin : CALLERS.manager;
      let done = false;
      for (const login of logins as readonly Login[]) {
        const token = tokens[login];
        const data = await callerData(h, token, tokens.acme);
        let p: ReturnType<typeof resolveExample>;
        try {
          p = resolveExample(op, data, 0);
        } catch {
          continue; // this caller has no such account, wallet or owner
        }
        const before = await booked();
        const missing = await sendExample(h, op, p, token);
        const method = missing.headers.get('X-OTP-Required');
        if (missing.status !== 403 || !method) continue;
        const email = await emailOf(token);
        // A code answering p's challenge, sent with another payload.
        const foreign = await sendExample(
          h,
          op,
          resolveExample(op, data, 1),
          token,
          codeFor(method, email, 0),
        );
        // Another user of the company opens a challenge; the caller sends that payload.
        const other = await secondSigner(email);
        const theirs = resolveExample(op, data, 2);
        await sendExample(h, op, theirs, other);
        const foreignUser = await sendExample(
          h,
          op,
          resolveExample(op, data, 2),
          token,
          codeFor(method, `second-${email}`, 1),
        );
        // Over the limit: without a code (no code may be asked for it), then with the code
        // that then approves p.
        const overAsk = await sendExample(h, op, resolveExample(op, data, 'over'), token);
        const code = codeFor(method, email, -1);
        const over = await sendExample(h, op, resolveExample(op, data, 'over'), token, code);
        const overField = Object.keys((await json(over)).errors ?? {}).join(',');
        const unchanged = (await booked()) === before;
        const ok = await sendExample(h, op, resolveExample(op, data, 0), token, code);
        const created = ok.status === 201 ? (await json(ok)).data : null;
        if (created?.type === 'withdrawal') withdrawalId = created.id as number;
        // A job the move started books after the answer: let it finish before the next route.
        await expect.poll(runningJobs).toBe(0);
        outcomes.push({
          route: op.id,
          caller: login,
          missing: missing.status,
          foreignPayload: foreign.status,
          foreignUser: foreignUser.status,
          overAsk: overAsk.status,
          over: over.status,
          overField,
          afterOver: ok.status,
          unchanged,
        });
        done = true;
        break;
      }
      if (!done) unreached.push(op.id);
    }
    for (const op of operations.filter((o) => o.mark.kind === 'reversal')) {
      const token = op.path.startsWith('/a/') ? tokens.admin : tokens.acme;
      const data = await callerData(h, token, tokens.acme);
      const res = await sendExample(h, op, resolveExample(op, data, 0, withdrawalId), token);
      expect(res.status, op.id).toBe(200);
    }
    const count = (pick: (o: Outcome) => boolean) => outcomes.filter(pick).length;
    const refusedOver = count(
      (o) => o.overAsk === 422 && o.over === 422 && o.overField === 'amount',
    );
    const accepted = outcomes
      .filter((o) => o.over !== 422 || o.overAsk !== 422)
      .map((o) => `${o.route}: ${o.overAsk} then ${o.over} with the code`);
    const posted = [...postedRoutes(h.database.db)].sort();
    const marked = operations.map((o) => o.id).sort();
    console.log(
      `R16.3 ${moves.length} money moves in the route table (+${operations.length - moves.length} reversal): ` +
        `over the limit ${refusedOver}/${outcomes.length} refused (422 on amount, with and without a code)${accepted.length ? `, not refused: ${accepted.join('; ')}` : ''}; ` +
        `nothing booked by the refusals: ${count((o) => o.unchanged)}/${outcomes.length}; ` +
        `the same code then approved the challenged request: ${count((o) => o.afterOver === 201)}/${outcomes.length}; ` +
        `missing code 403: ${count((o) => o.missing === 403)}; a code of another payload refused: ${count((o) => o.foreignPayload === 403)}; ` +
        `a code of a user without the challenge refused: ${count((o) => o.foreignUser === 403)}; ` +
        `routes that wrote to the ledger: ${posted.length}, marked: ${marked.length}${unreached.length ? `; no caller reached the code: ${unreached.join(', ')}` : ''}`,
    );
    expect(unreached).toEqual([]);
    for (const o of outcomes) {
      expect(o, o.route).toMatchObject({
        missing: 403,
        foreignPayload: 403,
        foreignUser: 403,
        overAsk: 422,
        over: 422,
        overField: 'amount',
        unchanged: true,
        afterOver: 201,
      });
    }
    expect(posted).toEqual(marked);
  }, 300_000);

  it('a handler outside the pipeline cannot write to the ledger', async () => {
    const app = new Hono();
    app.use('*', ledgerScope(h.database.db));
    const ids = await json(await h.call('GET', '/manager/bank-accounts', { token: tokens.acme }));
    const btc = ids.data.find((a: { currency: string }) => a.currency === 'BTC');
    const [row] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'manager@acme.test'));
    const account = await ownAccount(h.database.db, row?.companyId as number, btc.id);
    app.post('/escape', async (c) => {
      await postMove(h.database.db, await depositMove(h.database.db, account, 1000n, {}), {
        companyId: row?.companyId as number,
        userId: row?.id as number,
        dedupeKey: null,
        now: h.now(),
      });
      return c.json({ ok: true }, 201);
    });
    app.onError((_err, c) => c.json({ message: 'Server Error' }, 500));
    const before = await booked();
    const res = await app.request('/escape', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await booked()).toBe(before);
  });
});
