import { expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { signInByApi } from '../support/session.js';

// Issue 38: a compliance request can be answered. manager@acme.test (the demo manager) is
// asked for documents by the seed: "Upload files" in its notifications opens the tracking's
// page with what is asked and the reviewer's reason; a tracking of the list takes the files
// (chosen or dropped), refusing a wrong one before sending, and shows each file's new state.

const MANAGER = 'manager@acme.test';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20)]);
const EXE = Buffer.from('MZ\x90\x00This program cannot be run in DOS mode');
const slow = { timeout: 20_000 };

interface Tracking {
  id: number;
  entity: string;
  entity_id: number;
  files: Array<{ id: number; bunch: string; status: string }>;
}

/** The card of one requested file on the tracking's page. */
const card = (page: Page, name: string) =>
  page.locator('[part="file"]').filter({ has: page.getByText(name, { exact: true }) });

test('"Upload files" of a notification opens the tracking asking for the documents', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/manager/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible(slow);
  await page.getByRole('link', { name: 'Upload files' }).first().click();
  await expect(page).toHaveURL(/\/manager\/compliance-trackings\?kycId=\d+$/);
  const id = new URL(page.url()).searchParams.get('kycId');
  await expect(page.getByRole('heading', { name: `Compliance tracking #${id}` })).toBeVisible(slow);
  // What is asked: every requested file with its state, and a file control for each document.
  for (const name of ['Passport or ID card', 'Proof of address']) {
    await expect(card(page, name)).toBeVisible();
  }
  await expect(card(page, 'Declaration of beneficial ownership')).toBeVisible();
  await expect(page.locator('input[type="file"]').first()).toBeVisible();
});

test('a tracking of the list takes its documents: refused before sending, then handed in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A tracking of its own (the seeded one may have been answered by an earlier run).
  const token = await apiToken(page.request, MANAGER);
  const company = (await apiGet<{ company: { id: number } }>(page.request, token, 'auth/me')).data
    .company.id;
  const opened = await page.request.post('/api/v2/a/compliance-trackings', {
    headers: { Authorization: `Bearer ${await apiToken(page.request, 'admin@flexportal.test')}` },
    data: { company_id: company, entity: 'company', entity_id: company },
  });
  expect(opened.status()).toBe(201);
  const tracking = (await opened.json()).data as Tracking;

  await signInByApi(page, MANAGER);
  await page.goto('/manager/compliance-trackings');
  await page
    .getByRole('row')
    .getByRole('link', { name: String(tracking.id), exact: true })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/manager/compliance-trackings/company/${company}/${tracking.id}$`),
  );
  await expect(
    page.getByRole('heading', { name: `Compliance tracking #${tracking.id}` }),
  ).toBeVisible(slow);
  const passport = card(page, 'Passport or ID card');
  await expect(passport.getByText('Missing')).toBeVisible();

  // A renamed executable is refused in the browser: no upload request leaves.
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/document')) uploads.push(r.url());
  });
  const input = page.getByLabel('Choose a file for Passport or ID card');
  await input.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(passport.getByRole('alert')).toHaveText('Upload a PDF, PNG or JPEG document.');
  expect(uploads).toEqual([]);

  // The PDF goes up and the file is handed in.
  await input.setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(passport.getByText('Uploaded: passport.pdf')).toBeVisible(slow);
  await expect(passport.getByText('Handed in')).toBeVisible();
  expect(uploads).toHaveLength(1);

  // The proof of address is dropped on its card instead.
  const address = card(page, 'Proof of address');
  const dataTransfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['%PDF-1.4\n%%EOF\n'], 'address.pdf', { type: 'application/pdf' }));
    return dt;
  });
  await address.locator('[part="drop"]').dispatchEvent('drop', { dataTransfer });
  await expect(address.getByText('Uploaded: address.pdf')).toBeVisible(slow);
  await expect(address.getByText('Handed in')).toBeVisible();

  // The server agrees.
  const [after] = (
    await apiGet<Tracking[]>(page.request, token, `compliance-trackings/company/${company}`)
  ).data.filter((t) => t.id === tracking.id);
  expect(after?.files.filter((f) => f.status === 'submitted').map((f) => f.bunch)).toEqual([
    'identity',
    'address',
  ]);
});
