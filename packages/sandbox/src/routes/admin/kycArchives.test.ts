import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { kycArchiveEntryName, kycArchiveJobsIdle } from '../../compliance/kycArchiveJob.js';
import { json, sandboxSuite } from '../../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

const PDF = new TextEncoder().encode('%PDF-1.4\n% archived\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A new tracking of Acme's first transaction (it holds nobody), its documents uploaded. */
async function uploadedTracking() {
  const open = await h.call('POST', '/a/compliance-trackings', {
    token: tokens.admin,
    body: { company_id: 1, entity: 'transaction', entity_id: 1 },
  });
  expect(open.status).toBe(201);
  const t = (await json(open)).data;
  for (const [bunch, bytes, name] of [
    ['identity', PDF, 'pass port.pdf'],
    ['address', PNG, '../bill.png'],
  ] as const) {
    const form = new FormData();
    form.set('document', new File([bytes as Uint8Array<ArrayBuffer>], name));
    const f = t.files.find((x: { bunch: string }) => x.bunch === bunch);
    const res = await h.app.request(`/api/v2/compliance-trackings/${t.id}/files/${f.id}/document`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.acme}` },
      body: form,
    });
    expect(res.status).toBe(200);
  }
  return t as { id: number; files: Array<{ id: number; bunch: string }> };
}

describe('a/kyc-file-archives (AC-2admin-12, AC-7admin-19)', () => {
  it('zips the documents uploaded in the date range, and lists the archive as done', async () => {
    const t = await uploadedTracking();
    const today = day(h.now());
    const res = await h.call('POST', '/a/kyc-file-archives', {
      token: tokens.admin,
      body: { date_from: today, date_to: today },
    });
    expect(res.status).toBe(202);
    const queued = (await json(res)).data;
    expect(queued).toMatchObject({ status: 'queued', date_from: today, date_to: today });
    expect(queued.filename).toBe(`kyc-archive-${queued.id}-${today}-${today}.zip`);
    await kycArchiveJobsIdle(h.database.db);

    const list = (await json(await h.call('GET', '/a/kyc-file-archives', { token: tokens.admin })))
      .data;
    expect(list[0]).toMatchObject({ id: queued.id, status: 'done' });
    expect(list[0].files).toBeGreaterThanOrEqual(2);

    const zipRes = await h.call('GET', `/a/kyc-file-archives/${queued.id}/download`, {
      token: tokens.admin,
    });
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get('Content-Type')).toBe('application/zip');
    expect(zipRes.headers.get('Content-Disposition')).toContain(queued.filename);
    const zip = await JSZip.loadAsync(await zipRes.arrayBuffer());
    const mine = Object.keys(zip.files).filter((n) => n.includes(`/tracking-${t.id}/`));
    const [identity, address] = t.files;
    expect(mine.sort()).toEqual(
      [
        `company-1/tracking-${t.id}/${identity?.id}-pass_port.pdf`,
        `company-1/tracking-${t.id}/${address?.id}-bill.png`,
      ].sort(),
    );
    const pdf = await zip.file(mine.find((n) => n.endsWith('.pdf')) as string)?.async('uint8array');
    expect(Buffer.from(pdf as Uint8Array).equals(Buffer.from(PDF))).toBe(true);

    // A range before the uploads holds none of them.
    const earlier = day(h.now() - 3 * 86_400_000);
    const old = (
      await json(
        await h.call('POST', '/a/kyc-file-archives', {
          token: tokens.admin,
          body: { date_from: earlier, date_to: earlier },
        }),
      )
    ).data;
    await kycArchiveJobsIdle(h.database.db);
    const oldZip = await JSZip.loadAsync(
      await (
        await h.call('GET', `/a/kyc-file-archives/${old.id}/download`, { token: tokens.admin })
      ).arrayBuffer(),
    );
    expect(Object.keys(oldZip.files).filter((n) => n.includes(`/tracking-${t.id}/`))).toEqual([]);
  });

  it('refuses a reversed or too long range, and answers 404 and 401', async () => {
    for (const body of [
      { date_from: '2026-03-02', date_to: '2026-03-01' },
      { date_from: '2024-01-01', date_to: '2026-01-01' },
      { date_from: '2026-02-30', date_to: '2026-03-01' },
    ]) {
      const res = await h.call('POST', '/a/kyc-file-archives', { token: tokens.admin, body });
      expect(res.status).toBe(422);
    }
    expect(
      await h.status('GET', '/a/kyc-file-archives/999999/download', { token: tokens.admin }),
    ).toBe(404);
    expect(await h.status('GET', '/a/kyc-file-archives')).toBe(401);
    expect(await h.status('GET', '/a/kyc-file-archives', { token: tokens.acme })).toBe(403);
  });

  it('names entries safely and uniquely', () => {
    expect(
      kycArchiveEntryName({
        companyId: 2,
        trackingId: 5,
        id: 9,
        fileName: '../../etc/pass wd.pdf',
      }),
    ).toBe('company-2/tracking-5/9-etc_pass_wd.pdf');
    expect(kycArchiveEntryName({ companyId: 2, trackingId: 5, id: 10, fileName: null })).toBe(
      'company-2/tracking-5/10-document',
    );
  });
});
