import { Announcement, ListMeta, listEnvelope } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';

const { live, events } = recordingLive();
const { h, tokens } = sandboxSuite({
  logins: ['acme', 'reader', 'ops', 'admin'],
  app: { live },
});

const Item = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  created_at: z.iso.datetime(),
});
const AdminItem = Item.extend({ published: z.boolean() });
type Item = z.infer<typeof Item>;

const managerList = async (query = '', token = tokens.acme) => {
  const res = await h.call('GET', `/manager/announcements${query}`, { token });
  expect(res.status).toBe(200);
  const body = await json(res);
  return { data: z.array(Item).parse(body.data), meta: ListMeta.parse(body.meta) };
};

describe('GET manager/announcements (AC-7mgr-27)', () => {
  it('answers with the contract the dashboard reads', async () => {
    const res = await h.call('GET', '/manager/announcements', { token: tokens.acme });
    const body = listEnvelope(Announcement).parse(await json(res));
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('lists the published ones newest first, titles verbatim (the client escapes)', async () => {
    const { data, meta } = await managerList('', tokens.reader);
    expect(meta).toMatchObject({ total: 3, per_page: 100, current_page: 1 });
    expect(data.map((a) => a.title)).toEqual([
      'Updated SEPA cut-off times',
      '<b>Maintenance</b> window',
      'New GBP collection accounts',
    ]);
    const times = data.map((a) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('paginates and validates the page query', async () => {
    const page = await managerList('?per_page=2&page=2');
    expect(page.data.map((a) => a.title)).toEqual(['New GBP collection accounts']);
    expect(page.meta).toMatchObject({ last_page: 2, from: 3, to: 3, total: 3 });
    for (const query of ['?per_page=0', '?page=x', '?per_page=501']) {
      expect(await h.status('GET', `/manager/announcements${query}`, { token: tokens.acme })).toBe(
        422,
      );
    }
  });

  it('answers 401 without a token and 403 to administrators', async () => {
    expect(await h.status('GET', '/manager/announcements')).toBe(401);
    expect(await h.status('GET', '/manager/announcements', { token: tokens.ops })).toBe(403);
  });
});

describe('a/announcements (administrators)', () => {
  it('lists drafts too, for admin and super-admin only', async () => {
    const res = await h.call('GET', '/a/announcements', { token: tokens.ops });
    expect(res.status).toBe(200);
    const body = await json(res);
    const rows = z.array(AdminItem).parse(body.data);
    expect(rows.filter((a) => !a.published).map((a) => a.title)).toEqual(['Draft: Q3 fee changes']);
    expect(body.meta.total).toBe(4);
    expect(await h.status('GET', '/a/announcements', { token: tokens.admin })).toBe(200);
    for (const token of [tokens.acme, tokens.reader]) {
      expect(await h.status('GET', '/a/announcements', { token })).toBe(403);
      expect(
        (await h.call('POST', '/a/announcements', { token, body: { title: 't', message: 'm' } }))
          .status,
      ).toBe(403);
    }
    expect(await h.status('GET', '/a/announcements')).toBe(401);
    expect(await h.status('DELETE', '/a/announcements/1')).toBe(401);
  });

  it('creates, shows, updates and deletes; managers see only what is published', async () => {
    const created = await h.call('POST', '/a/announcements', {
      token: tokens.ops,
      body: { title: '  New & <i>shiny</i>  ', message: 'Hello', ignored: 1 },
    });
    expect(created.status).toBe(201);
    const a = AdminItem.parse((await json(created)).data);
    expect(a).toMatchObject({ title: 'New & <i>shiny</i>', message: 'Hello', published: true });
    expect((await managerList()).data[0]?.id).toBe(a.id);

    const one = await h.call('GET', `/a/announcements/${a.id}`, { token: tokens.ops });
    expect(AdminItem.parse((await json(one)).data)).toEqual(a);

    const hidden = await h.call('PUT', `/a/announcements/${a.id}`, {
      token: tokens.admin,
      body: { published: false, message: 'Changed' },
    });
    expect(hidden.status).toBe(200);
    expect((await json(hidden)).data).toMatchObject({ published: false, message: 'Changed' });
    expect((await managerList()).data.some((x: Item) => x.id === a.id)).toBe(false);

    const draft = await h.call('POST', '/a/announcements', {
      token: tokens.ops,
      body: { title: 'Later', message: 'Soon', published: false },
    });
    const draftId = (await json(draft)).data.id;
    expect((await managerList()).data.some((x: Item) => x.id === draftId)).toBe(false);

    for (const id of [a.id, draftId]) {
      const deleted = await h.call('DELETE', `/a/announcements/${id}`, { token: tokens.ops });
      expect(deleted.status).toBe(200);
      expect((await json(deleted)).message).toBe('Announcement deleted');
      expect(await h.status('GET', `/a/announcements/${id}`, { token: tokens.ops })).toBe(404);
    }
    expect((await managerList()).meta.total).toBe(3);
  });

  it('answers 404 for unknown ids and 422 with the field for bad input', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      expect(await h.status(method, '/a/announcements/99999', { token: tokens.ops, body })).toBe(
        404,
      );
    }
    for (const [method, path, body, field] of [
      ['POST', '/a/announcements', { message: 'm' }, 'title'],
      ['POST', '/a/announcements', { title: '   ', message: 'm' }, 'title'],
      ['POST', '/a/announcements', { title: 'x'.repeat(201), message: 'm' }, 'title'],
      ['POST', '/a/announcements', { title: 't' }, 'message'],
      ['POST', '/a/announcements', { title: 't', message: 'm', published: 'yes' }, 'published'],
      ['PUT', '/a/announcements/1', {}, 'title'],
      ['GET', '/a/announcements/0', undefined, 'id'],
      ['DELETE', '/a/announcements/abc', undefined, 'id'],
    ] as const) {
      const res = await h.call(method, path, { token: tokens.ops, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(422);
      expect(Object.keys((await json(res)).errors)).toEqual([field]);
    }
    expect(await h.status('POST', '/a/announcements', { token: tokens.ops, body: '{' })).toBe(400);
    expect((await managerList()).meta.total).toBe(3);
  });
});

describe('a/announcements live (issue 20)', () => {
  const announced = (id: number) =>
    events.filter((e) => e.event === 'announcement.created' && e.data.id === id);
  const companyCount = async () =>
    (await json(await h.call('GET', '/a/companies?per_page=500', { token: tokens.ops }))).meta
      .total as number;

  it("tells every company's channel when one is published, created or turned published", async () => {
    const companies = await companyCount();
    events.length = 0;
    const made = await h.call('POST', '/a/announcements', {
      token: tokens.ops,
      body: { title: 'Live', message: 'Now' },
    });
    const live = (await json(made)).data.id as number;
    expect(announced(live)).toHaveLength(companies);
    expect(new Set(announced(live).map((e) => e.channel)).size).toBe(companies);
    for (const e of announced(live)) expect(e.channel).toMatch(/^private-company\.\d+$/);

    const draft = (
      await json(
        await h.call('POST', '/a/announcements', {
          token: tokens.ops,
          body: { title: 'Draft', message: 'Later', published: false },
        }),
      )
    ).data.id as number;
    expect(announced(draft)).toEqual([]);
    // Editing a draft's text announces nothing; publishing it does, once.
    await h.call('PUT', `/a/announcements/${draft}`, { token: tokens.ops, body: { title: 'D2' } });
    expect(announced(draft)).toEqual([]);
    await h.call('PUT', `/a/announcements/${draft}`, {
      token: tokens.ops,
      body: { published: true },
    });
    expect(announced(draft)).toHaveLength(companies);
    await h.call('PUT', `/a/announcements/${draft}`, {
      token: tokens.ops,
      body: { message: 'Edited' },
    });
    expect(announced(draft)).toHaveLength(companies);
    // A refused update announces nothing.
    events.length = 0;
    const bad = await h.call('PUT', `/a/announcements/${live}`, {
      token: tokens.acme,
      body: { published: true },
    });
    expect(bad.status).toBe(403);
    expect(events).toEqual([]);
    for (const id of [live, draft])
      await h.call('DELETE', `/a/announcements/${id}`, { token: tokens.ops });
  });
});
