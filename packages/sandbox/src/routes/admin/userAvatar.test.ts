import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

// Seeded ids: 1 admin (super-admin), 2 ops (admin), 3 manager@acme.
const { h, tokens } = sandboxSuite({ logins: ['admin', 'ops'] });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const upload = (id: number, token: string, bytes: Uint8Array<ArrayBuffer>, type: string) => {
  const form = new FormData();
  form.set('avatar', new File([bytes], 'a.png', { type }));
  return h.app.request(`/api/v2/a/users/${id}/avatar`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
};

describe('POST a/users/{id}/avatar (AC-7admin-04)', () => {
  it('stores a png by its content, whatever type was declared, and logs who did it', async () => {
    const res = await upload(3, tokens.ops, PNG, 'application/octet-stream');
    expect(res.status).toBe(200);
    expect((await json(res)).data.avatar).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const notes = await json(
      await h.call('GET', '/a/timelines/users/3/timeline', { token: tokens.admin }),
    );
    expect(JSON.stringify(notes)).toContain('Avatar changed by ops@flexportal.test.');
  });

  it('refuses content that is not an image (422), even declared as one', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await upload(3, tokens.admin, svg, 'image/png');
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).errors)).toEqual(['avatar']);
  });

  it('lets an admin not touch a super-admin (403)', async () => {
    expect((await upload(1, tokens.ops, PNG, 'image/png')).status).toBe(403);
  });
});
