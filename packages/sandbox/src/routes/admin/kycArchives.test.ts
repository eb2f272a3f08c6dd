import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';
import { archiveFileName } from './kycArchives.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

describe('a/kyc-file-archives (AC-7admin-19)', () => {
  it('lists one archive per company, paginated', async () => {
    const res = await h.call('GET', '/a/kyc-file-archives?per_page=2', { token: tokens.admin });
    expect(res.status).toBe(200);
    const body = await json(res);
    const companies = await json(await h.call('GET', '/a/companies', { token: tokens.admin }));
    expect(body.meta.total).toBe(companies.meta.total);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      id: 1,
      company_id: 1,
      download_path: '/a/kyc-file-archives/1/download',
    });
    expect(body.data[0].file_name).toMatch(/^kyc-1-[a-z0-9-]+\.pdf$/);
  });

  it('downloads a real PDF, the same bytes twice', async () => {
    const first = await h.call('GET', '/a/kyc-file-archives/1/download', { token: tokens.admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/pdf');
    expect(first.headers.get('Content-Disposition')).toMatch(/filename="kyc-1-.+\.pdf"/);
    const a = Buffer.from(await first.arrayBuffer());
    expect(a.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(a.toString('latin1')).toMatch(/%%EOF\n$/);
    h.tick(60_000);
    const b = Buffer.from(
      await (
        await h.call('GET', '/a/kyc-file-archives/1/download', { token: tokens.admin })
      ).arrayBuffer(),
    );
    expect(b.equals(a)).toBe(true);
  });

  it('answers 404, 422, 403 and 401', async () => {
    const missing = await h.call('GET', '/a/kyc-file-archives/999999/download', {
      token: tokens.admin,
    });
    expect(missing.status).toBe(404);
    const bad = await h.call('GET', '/a/kyc-file-archives/abc/download', { token: tokens.admin });
    expect(bad.status).toBe(422);
    expect(await h.status('GET', '/a/kyc-file-archives?page=0', { token: tokens.admin })).toBe(422);
    expect(await h.status('GET', '/a/kyc-file-archives', { token: tokens.acme })).toBe(403);
    expect(await h.status('GET', '/a/kyc-file-archives/1/download', { token: tokens.acme })).toBe(
      403,
    );
    expect(await h.status('GET', '/a/kyc-file-archives')).toBe(401);
  });

  it('names files with a safe slug', () => {
    expect(archiveFileName({ id: 7, name: 'Ünïcode & "Quotes" Ltd.' })).toBe(
      'kyc-7-n-code-quotes-ltd.pdf',
    );
    expect(archiveFileName({ id: 8, name: '***' })).toBe('kyc-8-company.pdf');
  });
});
