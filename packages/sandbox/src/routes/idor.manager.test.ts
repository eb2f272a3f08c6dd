/**
 * R9 (IDOR). First a hand-written matrix for issue 7's endpoints, then one generated from
 * the OpenAPI document over every manager-area operation, so new routes join by themselves.
 * The hand-written matrix for issue 7's endpoints: the Acme manager asks for Globex's transaction,
 * account and beneficiary ids (and system account ids) on every manager endpoint that takes
 * an id or an id filter. Each answers 404 or an empty list, never another company's data,
 * and Globex's rows in the database are byte-for-byte the same afterwards. Issue 20 adds
 * Globex's ticket (its thread and attachment) and notification to both matrices.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, whiteLabelDocuments, whiteLabels } from '../db/schemaCompany.js';
import { notify } from '../notifications/notify.js';
import { accountIdsByName, json, sandboxSuite } from '../testing/harness.js';

let globexCompany: number;
let globexAccounts: number[];
let globexTxs: number[];
let globexAgent: number;
let globexTracking: { id: number; files: Array<{ id: number }> };
/** Globex's ticket, its opening message, its file; Globex's notification; Acme's own ticket. */
const support = { ticket: 0, thread: 0, attachment: 0, notification: 0, acmeTicket: 0 };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
let globexProduct: number;
const SYSTEM_ACCOUNT = 1; // the first rows of bank_accounts are system accounts (no company)

const { h, tokens } = sandboxSuite({ logins: ['acme', 'globex', 'admin'] });

/** A multipart ticket call with `attachments[]`, as the client sends it. */
function multipart(path: string, fields: Record<string, string>, token: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('attachments[]', new File([PDF], 'globex-statement.pdf'));
  return h.app.request(`/api/v2${path}`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  globexCompany = (await json(await h.call('GET', '/auth/me', { token: tokens.globex }))).data
    .company.id;
  globexAccounts = Object.values(await accountIdsByName(h, tokens.globex));
  // A Globex withdrawal still in progress, so a leaking deny would have something to do.
  const body = {
    bank_account_id: globexAccounts[0],
    amount: '5.00',
    transfer_service: 'sepa',
    customer_iban: 'DE44500105175407324931',
    customer_name: 'Initech GmbH',
  };
  await h.call('POST', '/manager/transactions/iban', { token: tokens.globex, body });
  h.tick();
  const created = await h.call('POST', '/manager/transactions/iban', {
    token: tokens.globex,
    body,
    headers: { 'X-OTP-Code': h.code() },
  });
  expect(created.status).toBe(201);
  globexTxs = (
    await json(await h.call('GET', '/manager/transactions', { token: tokens.globex }))
  ).data.map((t: { id: number }) => t.id);
  globexAgent = (
    await json(await h.call('GET', '/manager/transactions/agents', { token: tokens.globex }))
  ).data[0].id;
  // Support (issue 20): a Globex ticket with a file, a Globex notification, an Acme ticket.
  const opened = await multipart(
    '/manager/tickets',
    { subject: 'Globex ticket', message: 'Globex private', priority: '5' },
    tokens.globex,
  );
  expect(opened.status).toBe(201);
  support.ticket = (await json(opened)).data.id;
  const threads = (
    await json(
      await h.call('GET', `/manager/tickets/${support.ticket}/threads`, { token: tokens.globex }),
    )
  ).data;
  support.thread = threads[0].id;
  support.attachment = threads[0].attachments[0].id;
  const mine = await multipart(
    '/manager/tickets',
    { subject: 'Acme ticket', message: 'Acme', priority: '0' },
    tokens.acme,
  );
  support.acmeTicket = (await json(mine)).data.id;
  const note = await notify(
    { db: h.database.db },
    {
      companyId: globexCompany,
      type: 'bank_account.negative_balance',
      title: 'Globex below zero',
      message: 'Globex private',
    },
  );
  support.notification = note.id;
  // A compliance tracking of Globex with a stored document (issue 21).
  const openedTracking = await h.call('POST', '/a/compliance-trackings', {
    token: tokens.admin,
    body: { company_id: globexCompany, entity: 'company', entity_id: globexCompany },
  });
  expect(openedTracking.status).toBe(201);
  globexTracking = (await json(openedTracking)).data;
  const form = new FormData();
  form.set('document', new File([new TextEncoder().encode('%PDF-1.4\n')], 'globex.pdf'));
  const uploaded = await h.app.request(
    `/api/v2/compliance-trackings/${globexTracking.id}/files/${globexTracking.files[0]?.id}/document`,
    { method: 'POST', headers: { Authorization: `Bearer ${tokens.globex}` }, body: form },
  );
  expect(uploaded.status).toBe(200);
  // A Globex product (issue 24), written directly: Globex has no crypto account to sell for.
  const [product] = await h.database.db
    .insert(products)
    .values({
      companyId: globexCompany,
      bankAccountId: globexAccounts[0] as number,
      hash: 'a'.repeat(32),
      name: 'Globex widget',
      price: '1',
    })
    .returning({ id: products.id });
  globexProduct = product?.id as number;
  // Globex's white label and a document of it (issue 24): Acme's white-label calls never
  // show or change them.
  await h.database.db.insert(whiteLabels).values({
    companyId: globexCompany,
    name: 'Globex brand',
    primaryColor: '#112233',
    secondaryColor: '#445566',
  });
  await h.database.db.insert(whiteLabelDocuments).values({
    companyId: globexCompany,
    documentType: 'imprint',
    title: 'Globex imprint',
    content: 'Globex private',
  });
});

/** Globex's rows as stored: transactions, history, postings, accounts, beneficiaries. */
async function globexRows(): Promise<string> {
  const q = async (query: ReturnType<typeof sql>) =>
    (h.database.db.execute(query) as unknown as Promise<{ rows: unknown[] }>).then((r) => r.rows);
  return JSON.stringify({
    transactions: await q(
      sql`select * from transactions where company_id = ${globexCompany} order by id`,
    ),
    history:
      await q(sql`select h.* from transaction_history h join transactions t on t.id = h.transaction_id
      where t.company_id = ${globexCompany} order by h.id`),
    postings:
      await q(sql`select p.* from ledger_postings p join transactions t on t.id = p.transaction_id
      where t.company_id = ${globexCompany} order by p.id`),
    accounts: await q(
      sql`select * from bank_accounts where company_id = ${globexCompany} order by id`,
    ),
    agents: await q(sql`select * from agents where company_id = ${globexCompany} order by id`),
    tickets: await q(sql`select * from tickets where company_id = ${globexCompany} order by id`),
    threads: await q(sql`select th.* from ticket_threads th join tickets t on t.id = th.ticket_id
      where t.company_id = ${globexCompany} order by th.id`),
    attachments:
      await q(sql`select a.id, a.thread_id, a.filename, a.size, md5(a.content) from ticket_attachments a
      join tickets t on t.id = a.ticket_id where t.company_id = ${globexCompany} order by a.id`),
    notifications: await q(
      sql`select * from notifications where company_id = ${globexCompany} order by id`,
    ),
    trackings: await q(
      sql`select * from compliance_trackings where company_id = ${globexCompany} order by id`,
    ),
    files:
      await q(sql`select f.* from compliance_files f join compliance_trackings t on t.id = f.tracking_id
      where t.company_id = ${globexCompany} order by f.id`),
    products: await q(sql`select * from products where company_id = ${globexCompany} order by id`),
    whiteLabel: await q(sql`select * from white_labels where company_id = ${globexCompany}`),
    documents: await q(
      sql`select * from white_label_documents where company_id = ${globexCompany} order by document_type`,
    ),
  });
}

describe('R9: an Acme manager and Globex ids (issue 7 endpoints)', () => {
  it('gets 404 or an empty list everywhere, and Globex rows stay unchanged', async () => {
    const before = await globexRows();
    expect(globexTxs.length).toBeGreaterThanOrEqual(4);
    const agentBody = {
      legal_type: 'company',
      company_name: 'Hijacked',
      iban: 'DE44500105175407324931',
    };
    const notFound: Array<[string, string, unknown?]> = [];
    for (const id of globexTxs) {
      notFound.push(
        ['GET', `/manager/transactions/${id}`],
        ['PUT', `/manager/transactions/${id}/source-of-funds`, { source_id: 1 }],
        ['PUT', `/manager/transactions/${id}/deny`],
        ['GET', `/manager/transactions/${id}/wire-confirmation`],
      );
    }
    for (const id of [...globexAccounts, SYSTEM_ACCOUNT]) {
      notFound.push(
        ['GET', `/manager/bank-accounts/${id}`],
        ['PUT', `/manager/bank-accounts/${id}/selected`],
        ['GET', `/manager/bank-accounts/${id}/reference-letter`],
        ['GET', `/manager/bank-accounts/${id}/validate-balance?amount=1`],
        ['GET', `/company/statistic/transaction-volume?bank_account_id=${id}`],
      );
    }
    notFound.push(
      ['GET', `/manager/transactions/agents/${globexAgent}`],
      ['PUT', `/manager/transactions/agents/${globexAgent}`, agentBody],
      ['DELETE', `/manager/transactions/agents/${globexAgent}`],
    );
    for (const [method, path, body] of notFound) {
      const res = await h.call(method, path, { token: tokens.acme, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(await json(res)), `${method} ${path}`).not.toMatch(/Globex|Initech/);
    }

    const emptyLists = [
      ...globexAccounts.flatMap((id) => [
        `/manager/transactions?bid=${id}`,
        `/manager/transactions?bank_account_id=${id}`,
        `/manager/transactions/agents?bank_account_id=${id}`,
      ]),
      `/manager/transactions?${globexTxs.map((id) => `tid[]=${id}`).join('&')}`,
      `/manager/transactions?tid=${globexTxs[0]}`,
      `/manager/transactions?cid=${globexCompany}`,
      `/manager/transactions?company_id=${globexCompany}`,
      `/manager/transactions/items?${globexTxs.map((id) => `id[]=${id}`).join('&')}`,
    ];
    for (const path of emptyLists) {
      const res = await h.call('GET', path, { token: tokens.acme });
      expect(res.status, path).toBe(200);
      expect((await json(res)).data, path).toEqual([]);
    }
    for (const query of [
      `tid[]=${globexTxs[0]}`,
      `bid=${globexAccounts[0]}`,
      `cid=${globexCompany}`,
    ]) {
      const meta = await json(
        await h.call('GET', `/manager/transactions-metadata?${query}`, { token: tokens.acme }),
      );
      expect(meta.data.total, query).toBe(0);
    }
    // Acme's own statistic and volumes never include Globex's accounts or rows.
    const accounts = (
      await json(
        await h.call('GET', '/company/statistic/accounts-transaction-volume', {
          token: tokens.acme,
        }),
      )
    ).data.map((r: { bank_account_id: number }) => r.bank_account_id);
    expect(accounts.some((id: number) => globexAccounts.includes(id))).toBe(false);

    expect(await globexRows()).toBe(before);
    // And Globex still sees all of it.
    for (const id of globexTxs) {
      expect(await h.status('GET', `/manager/transactions/${id}`, { token: tokens.globex })).toBe(
        200,
      );
    }
    expect(
      (await h.call('GET', `/manager/transactions/agents/${globexAgent}`, { token: tokens.globex }))
        .status,
    ).toBe(200);
  });
});

describe('R9: an Acme manager and Globex tickets, attachments and notifications (issue 20)', () => {
  it('gets 404 or nothing of them, purging leaves them, and Globex still sees them', async () => {
    const before = await globexRows();
    const { ticket, thread, attachment, notification, acmeTicket } = support;
    const notFound: Array<[string, string, unknown?]> = [
      ['GET', `/manager/tickets/${ticket}`],
      ['PUT', `/manager/tickets/${ticket}`, { subject: 'Hijacked', status: 'closed' }],
      ['GET', `/manager/tickets/${ticket}/threads`],
      ['GET', `/manager/tickets/${ticket}/threads/${thread}`],
      ['GET', `/manager/tickets/${ticket}/attachments`],
      ['GET', `/manager/tickets/${ticket}/attachments/${attachment}/content`],
      // Acme's own ticket with Globex's message and file ids.
      ['GET', `/manager/tickets/${acmeTicket}/threads/${thread}`],
      ['GET', `/manager/tickets/${acmeTicket}/attachments/${attachment}/content`],
      ['DELETE', `/notifications/${notification}`],
    ];
    for (const [method, path, body] of notFound) {
      const res = await h.call(method, path, { token: tokens.acme, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.text(), `${method} ${path}`).not.toMatch(/Globex|globex-statement|%PDF/);
    }
    const reply = await multipart(
      `/manager/tickets/${ticket}/reply`,
      { message: 'x' },
      tokens.acme,
    );
    expect(reply.status).toBe(404);
    for (const path of [
      '/manager/tickets?per_page=500',
      '/manager/tickets/latest',
      '/manager/notifications-related?per_page=100',
    ]) {
      const res = await h.call('GET', path, { token: tokens.acme });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toMatch(/Globex/);
    }
    // Purging empties Acme's list only.
    expect(await h.status('DELETE', '/notifications', { token: tokens.acme })).toBe(200);
    expect(await globexRows()).toBe(before);
    for (const path of [
      `/manager/tickets/${ticket}`,
      `/manager/tickets/${ticket}/threads/${thread}`,
      `/manager/tickets/${ticket}/attachments/${attachment}/content`,
    ]) {
      expect(await h.status('GET', path, { token: tokens.globex }), path).toBe(200);
    }
    const globexNotes = await json(
      await h.call('GET', '/manager/notifications-related', { token: tokens.globex }),
    );
    expect(globexNotes.data.map((n: { id: number }) => n.id)).toContain(notification);
  });
});

/** Every manager-area operation of the OpenAPI document, by method and path. */
async function managerOperations(): Promise<Array<[string, string]>> {
  const doc = (await (await h.app.request('/api/v2/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return (
    Object.entries(doc.paths)
      // The spec writes `company`, `notifications`, `activities` and `compliance-trackings` bare.
      .filter(([path]) =>
        /^\/(manager|company|notifications|activities|compliance-trackings)(\/|$)/.test(path),
      )
      .flatMap(([path, item]) =>
        Object.keys(item).map((m) => [m.toUpperCase(), path] as [string, string]),
      )
  );
}

/** Whether an answer's row (or any row of its list) refers to another company's data. */
function pointsAtForeign(text: string, ids: Set<number | undefined>, company: number): boolean {
  let data: unknown;
  try {
    data = (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    return false;
  }
  const rows = (Array.isArray(data) ? data : [data]).filter(
    (r): r is Record<string, unknown> => typeof r === 'object' && r !== null,
  );
  return rows.some(
    (row) =>
      row.company_id === company ||
      (row.entity === 'company' && row.entity_id === company) ||
      ['bank_account_id', 'to_account_id', 'account_id', 'agent_id', 'transaction_id'].some((key) =>
        ids.has(row[key] as number),
      ),
  );
}

describe('R9: every manager-area operation, generated from the OpenAPI document', () => {
  it("never answers 2xx to a call carrying Globex's ids, and changes none of Globex's rows", async () => {
    const before = await globexRows();
    const operations = await managerOperations();
    expect(operations.length).toBeGreaterThan(30);
    const otherIds: Record<string, number[]> = {
      'bank-accounts': [...globexAccounts, SYSTEM_ACCOUNT],
      transactions: globexTxs.slice(0, 2),
      agents: [globexAgent],
      tickets: [support.ticket],
      notifications: [support.notification],
      'compliance-trackings': [globexTracking.id],
      products: [globexProduct],
    };
    // Every id a body or query may carry, all pointing at Globex.
    const foreign = {
      bank_account_id: globexAccounts[0],
      to_account_id: globexAccounts[1] ?? globexAccounts[0],
      account_id: globexAccounts[0],
      agent_id: globexAgent,
      transaction_id: globexTxs[0],
    };
    const body = {
      ...foreign,
      amount: '1.00',
      currency: 'EUR',
      transfer_service: 'sepa',
      customer_iban: 'DE44500105175407324931',
      customer_name: 'Hijack GmbH',
      legal_type: 'company',
      company_name: 'Hijacked',
      iban: 'DE44500105175407324931',
      source_id: 1,
      name: 'Hijack',
      wallet: 'bc1qhijack',
      network: 'bitcoin',
      signature: 'Hijack Signer',
    };
    const query = new URLSearchParams(
      Object.entries({ ...foreign, amount: '1.00' }).map(([k, v]) => [k, String(v)]),
    ).toString();
    const foreignIds = new Set(Object.values(foreign));
    const leaks: string[] = [];
    let attempts = 0;
    for (const [method, template] of operations) {
      const resource = /\/([a-z-]+)\/\{id\}/.exec(template)?.[1];
      const ids = template.includes('{id}') ? (otherIds[resource ?? ''] ?? [2147483646]) : [0];
      for (const id of ids) {
        const path = template
          .replace('{id}', String(id))
          .replace('{product}', 'default')
          .replace('{t}', String(support.thread))
          .replace('{a}', String(support.attachment))
          .replace('{f}', String(globexTracking.files[0]?.id))
          .replace('{entity}', 'company')
          .replace('{entity_id}', String(globexCompany));
        h.tick(); // a fresh authenticator code each time: only ownership may refuse the call
        const res = await h.call(method, method === 'GET' ? `${path}?${query}` : path, {
          token: tokens.acme,
          headers: { 'X-OTP-Code': h.code() },
          ...(method === 'GET' || method === 'DELETE' ? {} : { body }),
        });
        attempts++;
        const text = await res.text();
        // 2xx is fine only when nothing in the answer belongs to Globex: an own list that
        // ignored the foreign filter, or a create that wrote in Acme's own company.
        const foreignInAnswer = pointsAtForeign(text, foreignIds, globexCompany);
        const byForeignId =
          template.includes('{id}') && resource !== undefined && id !== 2147483646;
        if (res.status < 300 && (foreignInAnswer || byForeignId)) {
          leaks.push(`${method} ${path}: ${res.status}`);
        }
        if (/Globex|Initech|globex-statement/.test(text))
          leaks.push(`${method} ${path}: names another company`);
      }
    }
    const changed = (await globexRows()) !== before;
    console.log(
      `R9: ${attempts} calls over ${operations.length} manager-area operations with another company's ids: ${leaks.length} leaks, ${changed ? 1 : 0} changes`,
    );
    expect(leaks).toEqual([]);
    expect(changed).toBe(false);
  });
});
