import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../db/demoLogins.js';
import { companies } from '../db/schema.js';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['acme', 'reader', 'globex', 'admin'] });
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

function upload(fields: Record<string, string>, bytes: Uint8Array<ArrayBuffer>, token: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  body.set('image', new File([bytes], 'header.png', { type: 'image/png' }));
  return h.app.request('/api/v2/company/white-label/documents/upload-image', {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}` },
  });
}

describe('company/white-label/documents (AC-7mgr-11, AC-5-02)', () => {
  it('lists every document type, saves texts by type and an image per column', async () => {
    const first = (
      await json(await h.call('GET', '/company/white-label/documents', { token: tokens.acme }))
    ).data;
    expect(first.map((d: { document_type: string }) => d.document_type)).toEqual([
      'terms_and_conditions',
      'privacy_policy',
      'imprint',
      'statement',
    ]);
    expect(first[0]).toMatchObject({ title: '', content: '', images: { header: null } });
    const saved = await h.call('PUT', '/company/white-label/documents', {
      token: tokens.acme,
      body: { imprint: { title: ' Imprint ', content: 'Acme Ltd\nLondon' } },
    });
    expect(saved.status).toBe(200);
    const imprint = (await json(saved)).data.find(
      (d: { document_type: string }) => d.document_type === 'imprint',
    );
    expect(imprint).toMatchObject({ title: 'Imprint', content: 'Acme Ltd\nLondon' });
    const res = await upload({ document_type: 'statement', column: 'header' }, PNG, tokens.acme);
    expect(res.status).toBe(200);
    const statement = (await json(res)).data.find(
      (d: { document_type: string }) => d.document_type === 'statement',
    );
    expect(statement.images.header).toMatch(/^\/api\/v2\/white-label\/images\/\d+$/);
    expect(statement.images.footer).toBeNull();
    const image = await h.app.request(statement.images.header);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    // Texts saved later keep the image, and the image kept the texts of another type.
    await h.call('PUT', '/company/white-label/documents', {
      token: tokens.acme,
      body: { statement: { title: 'Statement', content: '' } },
    });
    const again = (
      await json(await h.call('GET', '/company/white-label/documents', { token: tokens.acme }))
    ).data;
    expect(again[3]).toMatchObject({
      title: 'Statement',
      images: { header: statement.images.header },
    });
    expect(again[2]).toMatchObject({ title: 'Imprint' });
  });

  it('refuses unknown types, long texts, non-images, readers and companies without the feature', async () => {
    const unknown = await h.call('PUT', '/company/white-label/documents', {
      token: tokens.acme,
      body: { cookie_policy: { title: 'x', content: 'y' } },
    });
    expect(unknown.status).toBe(422);
    const long = await h.call('PUT', '/company/white-label/documents', {
      token: tokens.acme,
      body: { terms_and_conditions: { title: 'x'.repeat(201), content: '' } },
    });
    expect(long.status).toBe(422);
    expect((await json(long)).errors['terms_and_conditions.title']).toBeTruthy();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const bad = await upload({ document_type: 'imprint', column: 'header' }, svg, tokens.acme);
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.image).toBeTruthy();
    const column = await upload({ document_type: 'imprint', column: 'logo' }, PNG, tokens.acme);
    expect((await json(column)).errors.column).toBeTruthy();
    expect(
      (await h.call('GET', '/company/white-label/documents', { token: tokens.globex })).status,
    ).toBe(403);
    expect(
      (await upload({ document_type: 'imprint', column: 'header' }, PNG, tokens.reader)).status,
    ).toBe(403);
  });
});

describe('the admin twins: administrators edit the deployment white label (AC-2admin-11)', () => {
  it("reads and saves the deployment company's record, which the public record shows", async () => {
    const mine = (await json(await h.call('GET', '/company/white-label', { token: tokens.admin })))
      .data;
    const acme = (await json(await h.call('GET', '/company/white-label', { token: tokens.acme })))
      .data;
    expect(mine).toEqual(acme);
    const saved = await h.call('PUT', '/company/white-label', {
      token: tokens.admin,
      body: { name: 'Deployment', primary_color: '#123456', secondary_color: '#654321' },
    });
    expect(saved.status).toBe(200);
    expect((await json(await h.call('GET', '/white-label'))).data).toMatchObject({
      name: 'Deployment',
      primary_color: '#123456',
    });
    const docs = await h.call('PUT', '/company/white-label/documents', {
      token: tokens.admin,
      body: { privacy_policy: { title: 'Privacy', content: 'We keep little.' } },
    });
    expect(docs.status).toBe(200);
    const seen = (
      await json(await h.call('GET', '/company/white-label/documents', { token: tokens.acme }))
    ).data;
    expect(seen[1]).toMatchObject({ title: 'Privacy' });
  });

  it("another company's white label does not brand this deployment", async () => {
    await h.database.db
      .update(companies)
      .set({ whiteLabelEnabled: true })
      .where(eq(companies.name, 'Globex Corporation'));
    const token = await h.login(DEMO_EMAILS.globex);
    const saved = await h.call('PUT', '/company/white-label', {
      token,
      body: { name: 'Globex Brand', primary_color: '#00aa00', secondary_color: '#000000' },
    });
    expect(saved.status).toBe(200);
    expect((await json(await h.call('GET', '/white-label'))).data.name).not.toBe('Globex Brand');
    // The administrator still edits the deployment's (Acme's), not Globex's.
    expect(
      (await json(await h.call('GET', '/company/white-label', { token: tokens.admin }))).data.name,
    ).not.toBe('Globex Brand');
  });
});
