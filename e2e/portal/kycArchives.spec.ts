import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { apiGet, apiToken } from '../support/api.js';
import { signInByApi } from '../support/session.js';

// Issue 21: an administrator generates a KYC archive for a date range and downloads a zip
// whose entries are the stored documents; an owner sees its affiliates' and white-labeled
// children's compliance trackings. Each test makes the data it reads.

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024, 0x20)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

interface Tracking {
  id: number;
  files: Array<{ id: number; bunch: string }>;
}

test('an administrator generates a KYC archive for today and downloads the stored files', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A tracking of Acme's first transaction with two documents uploaded now.
  const admin = await apiToken(page.request, 'admin@flexportal.test');
  const manager = await apiToken(page.request, 'manager@acme.test');
  const company = (await apiGet<{ company: { id: number } }>(page.request, manager, 'auth/me')).data
    .company.id;
  const opened = await page.request.post('/api/v2/a/compliance-trackings', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { company_id: company, entity: 'transaction', entity_id: 1 },
  });
  expect(opened.status()).toBe(201);
  const tracking = (await opened.json()).data as Tracking;
  const uploads = [
    { bunch: 'identity', name: 'passport scan.pdf', mimeType: 'application/pdf', buffer: PDF },
    { bunch: 'address', name: 'bill.png', mimeType: 'image/png', buffer: PNG },
  ];
  const expected: Record<string, number> = {};
  for (const u of uploads) {
    const file = tracking.files.find((f) => f.bunch === u.bunch) as { id: number };
    const res = await page.request.post(
      `/api/v2/compliance-trackings/${tracking.id}/files/${file.id}/document`,
      {
        headers: { Authorization: `Bearer ${manager}` },
        multipart: { document: { name: u.name, mimeType: u.mimeType, buffer: u.buffer } },
      },
    );
    expect(res.status()).toBe(200);
    const safe = u.name.replace(/[^A-Za-z0-9._-]+/g, '_');
    expected[`company-${company}/tracking-${tracking.id}/${file.id}-${safe}`] = u.buffer.length;
  }

  await signInByApi(page, 'admin@flexportal.test');
  await page.goto('/admin/kyc-file-archives');
  await expect(page.getByRole('heading', { name: 'KYC file archives' })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const form = page.getByRole('form', { name: 'Generate an archive' });
  await form.getByLabel('Uploaded from').fill(today);
  await form.getByLabel('Uploaded until').fill(today);
  const queued = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/a/kyc-file-archives') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Generate' }).click();
  const archive = (await (await queued).json()).data as { id: number; filename: string };
  await expect(page.getByText('The archive is being generated.')).toBeVisible();

  // The list loads again until the job is done: then the row offers the zip.
  const download = page.getByRole('button', { name: `Download ${archive.filename}` });
  await expect(download).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(archive.filename);
  const zip = await JSZip.loadAsync(await readFile(await file.path()));
  const mine: Record<string, number> = {};
  for (const [name, entry] of Object.entries(zip.files)) {
    if (!name.includes(`/tracking-${tracking.id}/`)) continue;
    mine[name] = (await entry.async('uint8array')).length;
  }
  expect(mine).toEqual(expected);
});

test("Acme's manager sees its affiliate's and white-labeled child's trackings", async ({
  page,
}) => {
  const MANAGER = 'manager@acme.test';
  const token = await apiToken(page.request, MANAGER);
  const [hooli] = (await apiGet<Array<{ id: number }>>(page.request, token, 'manager/affiliates'))
    .data;
  const [wayne] = (await apiGet<Array<{ id: number }>>(page.request, token, 'manager/white-label'))
    .data;
  await signInByApi(page, MANAGER);
  await page.goto('/manager/affiliates/compliance-trackings');
  await expect(page.getByRole('row').filter({ hasText: `Company #${hooli?.id}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Transaction #1' })).toHaveCount(0);
  await page.goto('/manager/white-labeled/compliance-trackings');
  await expect(page.getByRole('row').filter({ hasText: `Company #${wayne?.id}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Company #${hooli?.id}` })).toHaveCount(0);
});
