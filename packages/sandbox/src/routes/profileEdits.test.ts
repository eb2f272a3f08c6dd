import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

// The signed-in user's own names and avatar (PP-7.2-14, PP-7.2-15), through the real app
// and database: what is stored is what GET profile and auth/me show afterwards, and a
// refused upload changes nothing.
const { h, tokens } = sandboxSuite({ logins: ['kyc', 'solo', 'acme'] });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

const upload = (token: string | null, avatar: File | string | null) => {
  const form = new FormData();
  if (avatar !== null) form.set('avatar', avatar);
  return h.app.request('/api/v2/profile/avatar', {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
};
const file = (bytes: Uint8Array<ArrayBuffer>, type: string, name = 'me.png') =>
  new File([bytes], name, { type });
const profile = async (token: string) =>
  (await json(await h.call('GET', '/profile', { token }))).data;

describe('PUT profile (PP-7.2-14)', () => {
  it('changes first and last name, shown by GET profile and auth/me', async () => {
    const token = tokens.kyc;
    const put = await h.call('PUT', '/profile', {
      token,
      body: { first_name: '  Kimberly ', last_name: 'Stone' },
    });
    expect(put.status).toBe(200);
    expect((await json(put)).data).toMatchObject({ first_name: 'Kimberly', last_name: 'Stone' });
    expect(await profile(token)).toMatchObject({ first_name: 'Kimberly', last_name: 'Stone' });
    const me = (await json(await h.call('GET', '/auth/me', { token }))).data;
    expect(me).toMatchObject({ first_name: 'Kimberly', last_name: 'Stone' });
  });

  it('refuses an empty first name beside the field, and keeps the stored one', async () => {
    const token = tokens.kyc;
    const res = await h.call('PUT', '/profile', { token, body: { first_name: '   ' } });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.first_name).toEqual(['The first name field is required.']);
    expect((await profile(token)).first_name).toBe('Kimberly');
  });
});

describe('POST profile/avatar (PP-7.2-15)', () => {
  it('stores a png by its content, whatever type was declared, and shows it', async () => {
    const res = await upload(tokens.solo, file(PNG, 'application/octet-stream'));
    expect(res.status).toBe(200);
    const avatar = (await json(res)).data.avatar as string;
    expect(avatar).toBe(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`);
    expect((await profile(tokens.solo)).avatar).toBe(avatar);
    const me = (await json(await h.call('GET', '/auth/me', { token: tokens.solo }))).data;
    expect(me.avatar).toBe(avatar);
  });

  it('replaces it with a jpeg, and changes no one else', async () => {
    const before = (await profile(tokens.acme)).avatar;
    const res = await upload(tokens.solo, file(JPEG, 'image/jpeg', 'me.jpg'));
    expect((await json(res)).data.avatar).toMatch(/^data:image\/jpeg;base64,/);
    expect((await profile(tokens.acme)).avatar).toBe(before);
  });

  it('refuses what is not an avatar with 422 beside the field, and keeps the stored one', async () => {
    const stored = (await profile(tokens.solo)).avatar;
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const large = new Uint8Array(512 * 1024 + 1);
    large.set(PNG);
    const refusals: Array<[File | string | null, string]> = [
      [file(svg, 'image/png'), 'The avatar must be a png, jpeg or webp image.'],
      [file(large, 'image/png'), 'The avatar may not be greater than 512 kilobytes.'],
      [null, 'The avatar field is required.'],
      ['not a file', 'The avatar field is required.'],
    ];
    for (const [avatar, message] of refusals) {
      const res = await upload(tokens.solo, avatar);
      expect(res.status).toBe(422);
      const body = await json(res);
      expect(body.errors).toEqual({ avatar: [message] });
      expect(typeof body.message).toBe('string');
    }
    expect((await profile(tokens.solo)).avatar).toBe(stored);
  });

  it('asks for a token (401), and answers a JSON body with 415, not a 5xx', async () => {
    expect((await upload(null, file(PNG, 'image/png'))).status).toBe(401);
    const res = await h.call('POST', '/profile/avatar', {
      token: tokens.solo,
      body: { avatar: 'data:image/png;base64,AAAA' },
    });
    // Like every multipart route of the table: the wrong media type, said in a message.
    expect(res.status).toBe(415);
    expect(await json(res)).toEqual({ message: 'Unsupported Media Type' });
  });

  it('is declared in the OpenAPI document as multipart with the binary field avatar', async () => {
    const doc = await json(await h.call('GET', '/openapi.json'));
    const op = doc.paths['/profile/avatar']?.post;
    expect(op?.security?.length).toBeGreaterThan(0);
    const schema = op?.requestBody?.content?.['multipart/form-data']?.schema;
    expect(schema?.properties?.avatar).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema?.required).toEqual(['avatar']);
  });
});
