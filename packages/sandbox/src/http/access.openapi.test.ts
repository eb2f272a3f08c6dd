// The access matrix of every route in the OpenAPI document (issue 4: each endpoint's 401,
// 403 and 404, and the role rules of spec section 6), generated from the document so a
// route added later is checked without touching this file.
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxSuite } from '../testing/harness.js';

interface Operation {
  method: string;
  path: string;
  secured: boolean;
  /** It needs query parameters: a missing one answers 422 before any lookup. */
  needsQuery: boolean;
}

let operations: Operation[];
const { h, tokens } = sandboxSuite({ logins: ['acme', 'reader', 'admin'] });

beforeAll(async () => {
  const doc = (await (await h.app.request('/api/v2/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { security?: unknown[]; parameters?: Array<{ in: string; required?: boolean }> }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      secured: Array.isArray(op.security) && op.security.length > 0,
      needsQuery: (op.parameters ?? []).some((p) => p.in === 'query' && p.required),
    })),
  );
});

/** A concrete path: every `{param}` filled with a value no row has (and that parses). */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'product' ? 'default' : /^(sell|buy)$/.test(name) ? 'EUR' : '2147483646',
  );

// The spec writes `company`, `notifications/{id}` and `compliance-trackings` without `manager/`.
const isManagerArea = (path: string) =>
  /^\/(manager\/|company(\/|$)|notifications(\/|$)|compliance-trackings(\/|$))/.test(path);
// The deployment's white label: administrators edit it through the company calls (the admin
// twins of /manager/white-label, docs/decisions.md); routes/whiteLabel.test.ts checks them.
const isAdminShared = (path: string) => /^\/company\/white-label(\/|$)/.test(path);
const isWrite = (method: string) => method !== 'GET';
// POSTs that only preview (no row is written): a reader may see what a move would cost.
const isPreview = (path: string) => path.startsWith('/manager/grand-total/');

async function statusOf(op: Operation, token?: string): Promise<number> {
  const res = await h.call(op.method, concrete(op.path), {
    ...(token ? { token } : {}),
    ...(isWrite(op.method) ? { body: {} } : {}),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('access matrix over the OpenAPI document (issue 4, spec section 6)', () => {
  it('documents a substantial API, each operation secured unless it is a public one', () => {
    expect(operations.length).toBeGreaterThan(80);
    const publicOnes = operations.filter((o) => !o.secured).map((o) => o.path);
    // Public by the spec: sign-in and its links, the white label, public rates; and the
    // approve link of an e-mailed code, whose unguessable key is its credential (R15.1), and
    // the sandbox's compliance verification pages, whose one-time key is theirs (issue 21);
    // a product on sale and its payment wallets, by the product's unguessable hash (issue 24).
    for (const path of publicOnes)
      expect(path).toMatch(
        /^\/(auth\/|otp\/approve\/\{key\}$|white-label$|rates\/|compliance-verification\/\{step\}\/\{key\}$|products\/\{hash\}(\/wallet(\/\{wallet\})?)?$)/,
      );
  });

  it('answers 401 to every secured operation without a token', async () => {
    const wrong: string[] = [];
    const secured = operations.filter((o) => o.secured);
    for (const op of secured) {
      const status = await statusOf(op);
      if (status !== 401) wrong.push(`${op.method} ${op.path}: ${status}`);
    }
    console.log(
      `access: ${secured.length} secured operations without a token, ${wrong.length} not 401`,
    );
    expect(wrong).toEqual([]);
  });

  it('keeps administrators out of the manager area and managers and readers out of a/', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const op of operations) {
      const intruders = isManagerArea(op.path)
        ? isAdminShared(op.path)
          ? {}
          : { admin: tokens.admin }
        : op.path.startsWith('/a/')
          ? { manager: tokens.acme, reader: tokens.reader }
          : {};
      for (const [who, token] of Object.entries(intruders)) {
        tried++;
        const status = await statusOf(op, token);
        if (status !== 403) wrong.push(`${who} ${op.method} ${op.path}: ${status}`);
      }
    }
    console.log(`access: ${tried} calls into another role's area, ${wrong.length} not 403`);
    expect(tried).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  it('never lets a manager-reader write in the manager area', async () => {
    const wrong: string[] = [];
    const writes = operations.filter(
      (o) => isManagerArea(o.path) && isWrite(o.method) && !isPreview(o.path),
    );
    for (const op of writes) {
      const status = await statusOf(op, tokens.reader);
      if (status !== 403) wrong.push(`${op.method} ${op.path}: ${status}`);
    }
    console.log(
      `access: ${writes.length} manager-area writes by a reader, ${wrong.length} not 403`,
    );
    expect(writes.length).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  });

  it('answers 404 for an id that does not exist, on every read and delete by id', async () => {
    const wrong: string[] = [];
    const byId = operations.filter(
      (o) =>
        (o.method === 'GET' || o.method === 'DELETE') &&
        /\{id\}/.test(o.path) &&
        !o.needsQuery &&
        (isManagerArea(o.path) || o.path.startsWith('/a/')),
    );
    for (const op of byId) {
      const status = await statusOf(op, op.path.startsWith('/a/') ? tokens.admin : tokens.acme);
      if (status !== 404) wrong.push(`${op.method} ${op.path}: ${status}`);
    }
    console.log(
      `access: ${byId.length} reads and deletes of a missing id, ${wrong.length} not 404`,
    );
    expect(byId.length).toBeGreaterThan(8);
    expect(wrong).toEqual([]);
  });
});
