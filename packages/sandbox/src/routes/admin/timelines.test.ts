import { TIMELINE_ENTITY_CLASSES } from '@flexportal/core/admin';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

const get = async (path: string) => json(await h.call('GET', path, { token: tokens.admin }));
type Event = { at: string; kind: string; description: string; user_id: number | null };

describe('a/timelines (AC-7admin-21)', () => {
  it('names the entity classes with their slugs', async () => {
    const { data } = await get('/a/timelines/entity-classes');
    expect(data.map((e: { slug: string }) => e.slug)).toEqual([
      'transactions',
      'users',
      'companies',
      'bank-accounts',
    ]);
    // The portal's menu lists the same classes (core's zod-free list).
    expect(data.map((e: { slug: string }) => e.slug)).toEqual([...TIMELINE_ENTITY_CLASSES]);
    expect(data.every((e: { name: string }) => e.name.length > 0)).toBe(true);
  });

  it('lists the entities of every class and shows one', async () => {
    for (const slug of ['transactions', 'users', 'companies', 'bank-accounts']) {
      const page = await get(`/a/timelines/${slug}?per_page=2`);
      expect(page.data.length, slug).toBe(2);
      expect(page.meta.total, slug).toBeGreaterThan(2);
      const first = page.data[0];
      const one = await get(`/a/timelines/${slug}/${first.id}`);
      expect(one.data, slug).toMatchObject({ class: slug, id: first.id, name: first.name });
    }
    const user = await get('/a/timelines/users/1');
    expect(JSON.stringify(user.data)).not.toMatch(/passwordHash|totpSecret|scrypt/);
  });

  it('answers 404 for an unknown class or id, 422 for a malformed id', async () => {
    for (const path of [
      '/a/timelines/planets',
      '/a/timelines/planets/1',
      '/a/timelines/users/999999',
    ]) {
      expect(await h.status('GET', path, { token: tokens.admin }), path).toBe(404);
    }
    expect(await h.status('GET', '/a/timelines/users/abc', { token: tokens.admin })).toBe(422);
    expect(await h.status('GET', '/a/timelines/users?per_page=0', { token: tokens.admin })).toBe(
      422,
    );
    expect(await h.status('GET', '/a/timelines/entity-classes', { token: tokens.acme })).toBe(403);
    expect(await h.status('GET', '/a/timelines/users')).toBe(401);
  });
});

describe('a/timelines/{class}/{id}/timeline (AC-7admin-22)', () => {
  it("shows a transaction's history and appended notes, newest first", async () => {
    const [tx] = (await get('/a/transactions?mode=denied')).data;
    const before = (await get(`/a/timelines/transactions/${tx.id}/timeline`)).data as Event[];
    expect(before.map((e) => e.kind)).toContain('denied');
    h.tick(60_000);
    const res = await h.call('POST', `/a/timelines/transactions/${tx.id}/timeline`, {
      token: tokens.admin,
      body: { note: '  Customer called about the denial  ' },
    });
    expect(res.status).toBe(201);
    const note = (await json(res)).data as Event;
    expect(note).toMatchObject({ kind: 'note', description: 'Customer called about the denial' });
    const after = (await get(`/a/timelines/transactions/${tx.id}/timeline`)).data as Event[];
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual(note);
    const ats = after.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
  });

  it("shows a user's sign-ins and keeps notes per entity", async () => {
    const events = (await get('/a/timelines/users/3/timeline')).data as Event[];
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['created', 'sign_in']));
    await h.call('POST', '/a/timelines/users/3/timeline', {
      token: tokens.admin,
      body: { note: 'Met' },
    });
    const other = (await get('/a/timelines/companies/3/timeline')).data as Event[];
    expect(other.some((e) => e.description === 'Met')).toBe(false);
  });

  it('answers 422 for an empty or too long note, 404 for unknown entities, 403 for a manager', async () => {
    for (const body of [{}, { note: '   ' }, { note: 'x'.repeat(1001) }, { note: 5 }]) {
      const res = await h.call('POST', '/a/timelines/users/3/timeline', {
        token: tokens.admin,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await json(res)).errors)).toEqual(['note']);
    }
    const unknown = await h.call('POST', '/a/timelines/companies/999999/timeline', {
      token: tokens.admin,
      body: { note: 'x' },
    });
    expect(unknown.status).toBe(404);
    const planet = await h.call('GET', '/a/timelines/planets/1/timeline', { token: tokens.admin });
    expect(planet.status).toBe(404);
    const asManager = await h.call('POST', '/a/timelines/users/3/timeline', {
      token: tokens.acme,
      body: { note: 'x' },
    });
    expect(asManager.status).toBe(403);
  });
});

describe('who wrote a timeline entry', () => {
  it("names the note's administrator and leaves the system's events without one", async () => {
    const res = await h.call('POST', '/a/timelines/companies/2/timeline', {
      token: tokens.admin,
      body: { note: 'Checked the register' },
    });
    expect(res.status).toBe(201);
    const note = (await json(res)).data;
    expect(note.causer).toEqual({ id: note.user_id, email: 'admin@flexportal.test' });
    const events = (await get('/a/timelines/companies/2/timeline')).data as Array<
      Event & { causer: unknown }
    >;
    expect(events[0]).toEqual(note);
    expect(events.find((e) => e.kind === 'created')?.causer).toBeNull();
  });
});
