import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema.js';
import { json, sandboxSuite } from '../testing/harness.js';
import { checkImage } from '../whiteLabel/imageCheck.js';

const { h, tokens } = sandboxSuite({ logins: ['acme', 'reader', 'globex'] });
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

function upload(
  column: string,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'image/png',
  token = tokens.acme,
) {
  const body = new FormData();
  body.set('column', column);
  body.set('image', new File([bytes], 'logo.png', { type }));
  return h.app.request('/api/v2/company/white-label/upload-image', {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}` },
  });
}

describe('company/white-label (AC-7mgr-09/10, AC-5-02)', () => {
  it('saves colours and images, and the public record brands the deployment with them', async () => {
    const before = (await json(await h.call('GET', '/company/white-label', { token: tokens.acme })))
      .data;
    expect(before).toMatchObject({
      primary_color: '#0d6efd',
      secondary_color: '#6c757d',
      logo_url: null,
    });
    const saved = await h.call('PUT', '/company/white-label', {
      token: tokens.acme,
      body: {
        name: 'Acme Pay',
        primary_color: '#AA3300',
        secondary_color: '#112233',
        support_email: 'help@acme.test',
      },
    });
    expect(saved.status).toBe(200);
    const res = await upload('logo', PNG);
    expect(res.status).toBe(200);
    const record = (await json(res)).data;
    expect(record).toMatchObject({ name: 'Acme Pay', primary_color: '#aa3300' });
    expect(record.logo_url).toMatch(/^\/api\/v2\/white-label\/images\/\d+$/);
    const image = await h.app.request(record.logo_url);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const pub = (await json(await h.call('GET', '/white-label'))).data;
    expect(pub).toMatchObject({
      name: 'Acme Pay',
      primary_color: '#aa3300',
      logo_url: record.logo_url,
    });
  });

  it('checks images by content: an SVG or a script named .png is refused beside the field', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const bytes of [svg, new TextEncoder().encode('<?php echo 1; ?>')]) {
      const res = await upload('favicon', bytes, 'image/png');
      expect(res.status).toBe(422);
      expect((await json(res)).errors.image).toBeTruthy();
    }
    expect((await upload('sidebar', PNG)).status).toBe(422);
    expect(checkImage(new Uint8Array(1_000_001).fill(0x89))).toEqual({
      error: 'The image may be at most 1 MB.',
    });
    expect(checkImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ type: 'image/jpeg' });
  });

  it('refuses bad colours, readers, and companies without the feature', async () => {
    const bad = await h.call('PUT', '/company/white-label', {
      token: tokens.acme,
      body: { name: 'X', primary_color: 'red;background:url(x)', secondary_color: '#112233' },
    });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.primary_color).toBeTruthy();
    expect((await h.call('GET', '/company/white-label', { token: tokens.globex })).status).toBe(
      403,
    );
    expect((await upload('logo', PNG, 'image/png', tokens.reader)).status).toBe(403);
  });
});

describe('DELETE company/white-label/images/{column} (issue 38; path in docs/decisions.md)', () => {
  const remove = (column: string, token?: string) =>
    h.call('DELETE', `/company/white-label/images/${column}`, token ? { token } : {});

  it('removes one image, keeps the others, and the deployment shows its default again', async () => {
    expect((await upload('logo', PNG)).status).toBe(200);
    const favicon = (await json(await upload('favicon', PNG))).data.favicon_url;
    const res = await remove('logo', tokens.acme);
    expect(res.status).toBe(200);
    const record = (await json(res)).data;
    expect(record.logo_url).toBeNull();
    expect(record.favicon_url).toBe(favicon);
    const pub = (await json(await h.call('GET', '/white-label'))).data;
    expect(pub.logo_url).toBeNull();
    expect(pub.favicon_url).toBe(favicon);
    // Removing what is not there is no error: the record stays as it is.
    expect((await json(await remove('logo', tokens.acme))).data.logo_url).toBeNull();
  });

  it('takes only the image columns', async () => {
    const res = await remove('sidebar', tokens.acme);
    expect(res.status).toBe(422);
    expect((await json(res)).errors.column).toBeTruthy();
  });

  it("refuses a guest, a reader and another company's manager, and Acme's images stay", async () => {
    const favicon = (await json(await upload('favicon', PNG))).data.favicon_url;
    expect((await remove('favicon')).status).toBe(401);
    expect((await remove('favicon', tokens.reader)).status).toBe(403);
    expect((await remove('favicon', tokens.globex)).status).toBe(403);
    const acme = (await json(await h.call('GET', '/company/white-label', { token: tokens.acme })))
      .data;
    expect(acme.favicon_url).toBe(favicon);
  });
});

describe('company/white-label/owners (AC-7mgr-12, path in docs/decisions.md)', () => {
  const owners = async (token?: string) => {
    const res = await h.call('GET', '/company/white-label/owners', token ? { token } : {});
    return { status: res.status, data: res.status === 200 ? (await json(res)).data : null };
  };

  it('lists the white-label parents nearest first, none for a top white label, and stops at a loop', async () => {
    // Acme runs the deployment's white label: it falls under no other.
    expect(await owners(tokens.acme)).toEqual({ status: 200, data: [] });
    const db = h.database.db;
    const [group] = await db
      .insert(companies)
      .values({ name: 'Acme Group' })
      .returning({ id: companies.id });
    const [holding] = await db
      .insert(companies)
      .values({ name: 'Acme Holding' })
      .returning({ id: companies.id });
    const acme = (await json(await h.call('GET', '/auth/me', { token: tokens.acme }))).data.company
      .id as number;
    await db.update(companies).set({ whiteLabelOwnerId: group?.id }).where(eq(companies.id, acme));
    await db
      .update(companies)
      .set({ whiteLabelOwnerId: holding?.id })
      .where(eq(companies.id, group?.id as number));
    expect(await owners(tokens.acme)).toEqual({
      status: 200,
      data: [
        { id: group?.id, name: 'Acme Group' },
        { id: holding?.id, name: 'Acme Holding' },
      ],
    });
    // A loop back to Acme ends the list instead of running forever.
    await db
      .update(companies)
      .set({ whiteLabelOwnerId: acme })
      .where(eq(companies.id, holding?.id as number));
    expect((await owners(tokens.acme)).data).toHaveLength(2);
    await db.update(companies).set({ whiteLabelOwnerId: null }).where(eq(companies.id, acme));
  });

  it('needs a sign-in and the white-label feature', async () => {
    expect((await owners()).status).toBe(401);
    expect((await owners(tokens.globex)).status).toBe(403);
  });
});
