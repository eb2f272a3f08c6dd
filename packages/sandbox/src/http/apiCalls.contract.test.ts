/**
 * Every API call of the route table the client is built and tested against (the sandbox's:
 * core declares no endpoints of its own, its screens call these paths) is one that
 * `spec/api-calls.md` names, or one `docs/decisions.md` records with its reason (issue 40).
 * A path that differs from the spec works here and fails on the real API v2.
 *
 * The decisions give two tables: what a base the spec names only by its label stands for
 * (`<!-- api-label-bases -->`) and the calls the spec does not name (`<!-- api-path-decisions -->`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, specDir } from '../../../../tests/support/specDir.js';
import { API_BASE } from '../app.js';
import { harness } from '../testing/harness.js';
import {
  type CallKey,
  covers,
  labelBases,
  pathDecisions,
  routePathKey,
  specCalls,
  specPathKeys,
  unrecordedCalls,
} from '../testing/specCalls.js';

const decisionsText = readFileSync(join(REPO_ROOT, 'docs/decisions.md'), 'utf8');
const specText = readFileSync(join(specDir(), 'api-calls.md'), 'utf8');

/** METHOD and path key of every route the API v2 answers (middleware left out). */
async function routeCalls(): Promise<CallKey[]> {
  const h = await harness();
  try {
    const keys = new Set(
      (h.app.routes as Array<{ method: string; path: string }>)
        .filter((r) => r.method !== 'ALL' && r.path.startsWith(`${API_BASE}/`))
        .map((r) => `${r.method} ${routePathKey(r.path, API_BASE)}`),
    );
    return [...keys].sort().map((k) => {
      const [method = '', path = ''] = k.split(' ');
      return { method, path };
    });
  } finally {
    await h.close();
  }
}

describe('the spec calls, read', () => {
  it('expands optional parts and writes placeholders alike', () => {
    expect(specPathKeys('auth/registration[/{affiliation}]')).toEqual([
      'auth/registration',
      'auth/registration/{}',
    ]);
    expect(routePathKey('/api/v2/rates/:sell/:buy', '/api/v2')).toBe('rates/{}/{}');
    expect(routePathKey('/api/v2/x/:id{[0-9]+}/y', '/api/v2')).toBe('x/{}/y');
  });

  it('replaces a label base by the recorded literal and fits any method where none is stated', () => {
    const md = [
      '| GET | `<Tickets>/{id}` † | x |',
      '| not stated (list) | `a/<Users>` † | x |',
      '| POST | `auth/login` | x |',
    ].join('\n');
    const calls = specCalls(md, { '<Tickets>': 'manager/tickets', 'a/<Users>': 'a/users' });
    expect(calls).toEqual([
      { method: 'GET', path: 'manager/tickets/{}' },
      { method: '*', path: 'a/users' },
      { method: 'POST', path: 'auth/login' },
    ]);
    expect(covers({ method: '*', path: 'a/users' }, { method: 'GET', path: 'a/users' })).toBe(true);
    expect(unrecordedCalls([{ method: 'PUT', path: 'auth/login' }], calls, [])).toEqual([
      'PUT auth/login',
    ]);
  });

  it('reads the spec table and both decision tables', () => {
    expect(specCalls(specText, {}).length).toBeGreaterThan(150);
    expect(Object.keys(labelBases(decisionsText)).length).toBeGreaterThan(5);
    expect(pathDecisions(decisionsText).every((d) => d.reason.length > 10)).toBe(true);
  });
});

describe('every API call is in spec/api-calls.md or a recorded decision (issue 40)', () => {
  it('lists the route table and finds no call the spec and the decisions leave out', async () => {
    const calls = await routeCalls();
    const bases = labelBases(decisionsText);
    const spec = specCalls(specText, bases);
    const decisions = pathDecisions(decisionsText);
    const bySpec = calls.filter((c) => spec.some((k) => covers(k, c))).length;
    console.log(
      `api calls: ${calls.length} in the route table, ${bySpec} named by spec/api-calls.md, ` +
        `${calls.length - bySpec} by a decision (${decisions.length} recorded)`,
    );
    expect(calls.length).toBeGreaterThan(150);
    const missing = unrecordedCalls(calls, spec, decisions);
    expect(
      missing,
      `calls neither spec/api-calls.md nor docs/decisions.md (api-path-decisions) names:\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
  });

  it('records no decision for a call the route table does not have, nor one the spec names', async () => {
    const calls = await routeCalls();
    const spec = specCalls(specText, labelBases(decisionsText));
    const stale = pathDecisions(decisionsText)
      .filter((d) => !calls.some((c) => covers(d, c)) || spec.some((k) => covers(k, d)))
      .map((d) => `${d.method} ${d.path}`);
    expect(stale, `decisions to drop:\n  ${stale.join('\n  ')}`).toEqual([]);
  });
});
