import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken } from '../support/api.js';
import { login } from '../support/login.js';
import { local, PORTS } from '../support/ports.js';
import { signInByApi } from '../support/session.js';

// Issue 24: Acme runs the sandbox deployment's white label. Its manager changes the primary
// colour and the logo on /manager/white-label and sees the portal and a partner page's
// framed element take them (the public white-label record); the documents screen saves a
// text and an image that are there after a reload; the administrator's twins edit the same
// record. Other specs share the sandbox and expect its public record: the name stays the
// public one, and the public colours are put back after each test. Serial: the tests of
// this file take turns on that one record.
const EMAIL = 'manager@acme.test';
const ADMIN = 'admin@flexportal.test';
const COLOUR = '#aa3300';
const ADMIN_COLOUR = '#225588';
// A 1x1 PNG: a real image, so the logo renders.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

interface PublicRecord {
  name: string;
  primary_color: string;
  secondary_color: string;
  support_email: string | null;
  logo_url: string | null;
  dark_logo_url: string | null;
}
const publicRecord = async (request: APIRequestContext) =>
  (await (await request.get('/api/v2/white-label')).json()).data as PublicRecord;

/** Runs `body`, then saves the public record's texts and colours back (as Acme's manager). */
async function keepingPublicRecord(
  request: APIRequestContext,
  body: (before: PublicRecord) => Promise<void>,
) {
  const before = await publicRecord(request);
  const token = await apiToken(request, EMAIL);
  try {
    await body(before);
  } finally {
    await request.put('/api/v2/company/white-label', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: before.name,
        primary_color: before.primary_color,
        secondary_color: before.secondary_color,
        support_email: before.support_email,
      },
    });
  }
}

const rootPrimary = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--fp-primary').trim(),
  );

// In this file (serial), not beside the other theme tests: the tests below change the
// public record for a while, and this one reads it.
test('the white-label record themes the portal, and the scheme (dark by default) survives a reload', async ({
  page,
}) => {
  await login(page, 'solo@individual.test');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-scheme', 'dark');
  // The sandbox's white-label record: its name titles the page, its colour is the primary.
  await expect(page).toHaveTitle('Flexportal Sandbox - Dashboard');
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.style.getPropertyValue('--fp-primary')),
    )
    .toBe('#1f4fd1');
  await page.getByRole('button', { name: 'Dark scheme' }).click();
  await expect(html).toHaveAttribute('data-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-scheme', 'light');
  await expect(page).toHaveTitle('Flexportal Sandbox - Dashboard');
  expect(
    await page.evaluate(() => document.documentElement.style.getPropertyValue('--fp-primary')),
  ).toBe('#1f4fd1');
});

test('a new primary colour and logo repaint the portal and a partner page’s element', async ({
  page,
  context,
}) => {
  await keepingPublicRecord(page.request, async (before) => {
    await signInByApi(page, EMAIL);
    await page.goto('/manager/white-label');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await page.getByRole('textbox', { name: 'Name' }).fill(before.name);
    await page.getByRole('textbox', { name: 'Primary colour' }).fill(COLOUR);
    const preview = page.getByRole('region', { name: /^Preview/ });
    await expect(preview).toHaveCSS('--fp-primary', COLOUR);
    await save.click();
    // A save that changes something asks first, naming it (issue 38).
    const confirm = page.getByRole('dialog', { name: 'Re-brand the whole portal?' });
    // The name typed is the public record's, which may differ from the company's own.
    await expect(confirm).toContainText(/This save changes: (Name, )?Primary colour\./);
    await confirm.getByRole('button', { name: 'Save and re-brand' }).click();
    await expect(
      page.getByText('Saved. The portal shows the new theme on its next load.'),
    ).toBeVisible();
    await page
      .getByLabel('Upload Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Logo uploaded.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current Logo' })).toBeVisible();

    const pub = await publicRecord(page.request);
    expect(pub.primary_color).toBe(COLOUR);
    expect(pub.logo_url).toMatch(/^\/api\/v2\/white-label\/images\/\d+$/);
    // The portal, on its next load: the colour on its root, the logo in its header (the
    // default scheme is dark, which shows the dark logo when there is one).
    await page.reload();
    await expect.poll(() => rootPrimary(page)).toBe(COLOUR);
    await expect(page.locator('img.portal-logo')).toHaveAttribute(
      'src',
      pub.dark_logo_url ?? (pub.logo_url as string),
    );

    // A partner page embedding an element in isolated mode: the framed screen is painted
    // with the deployment's colour too.
    const partner = await context.newPage();
    await partner.goto(`${local(PORTS.example)}/frame.html`);
    await expect(partner.frameLocator('flexportal-rate iframe').getByRole('status')).toBeVisible();
    const framed = () => partner.frames().find((f) => f !== partner.mainFrame());
    await expect
      .poll(async () =>
        framed()?.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--fp-primary').trim(),
        ),
      )
      .toBe(COLOUR);
    await partner.close();
  });
});

const stamp = Date.now().toString(36);
const IMPRINT = `Acme Ltd ${stamp}`;

test('the documents screen saves a text and an image, both there after a reload', async ({
  page,
}) => {
  await signInByApi(page, EMAIL);
  await page.goto('/manager/white-label/documents');
  const imprint = page.getByRole('group', { name: 'Imprint' });
  await imprint.getByRole('textbox', { name: 'Title' }).fill(IMPRINT);
  await imprint.getByRole('textbox', { name: 'Text' }).fill(`Registered in London\n${stamp}`);
  await page.getByRole('button', { name: 'Save documents' }).click();
  await expect(page.getByText('Documents saved.')).toBeVisible();
  const statement = page.getByRole('group', { name: 'Statements and reports' });
  await statement
    .getByLabel('Upload Header')
    .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: PNG });
  await expect(statement.getByText('Header uploaded.')).toBeVisible();
  // A file that is no image is refused beside its input; the texts stay.
  await statement
    .getByLabel('Upload Footer')
    .setInputFiles({ name: 'footer.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
  await expect(statement.getByRole('alert')).toContainText(
    'This file was not accepted for Footer: choose a PNG, JPEG, GIF, WebP or ICO image of at most 1 MB.',
  );
  await expect(imprint.getByRole('textbox', { name: 'Title' })).toHaveValue(IMPRINT);

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Imprint' }).getByRole('textbox', { name: 'Title' }),
  ).toHaveValue(IMPRINT);
  await expect(
    page.getByRole('group', { name: 'Imprint' }).getByRole('textbox', { name: 'Text' }),
  ).toHaveValue(`Registered in London\n${stamp}`);
  const header = page.getByRole('img', { name: 'Current Header of Statements and reports' });
  await expect(header).toBeVisible();
  // The image loaded (same-origin under the strict CSP), not a broken one.
  await expect
    .poll(() => header.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

test('the administrator’s twins edit the deployment’s white label and its documents', async ({
  page,
}) => {
  await keepingPublicRecord(page.request, async (before) => {
    await signInByApi(page, ADMIN);
    await page.goto('/admin/white-label');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await page.getByRole('textbox', { name: 'Name' }).fill(before.name);
    await page.getByRole('textbox', { name: 'Primary colour' }).fill(ADMIN_COLOUR);
    await save.click();
    await page
      .getByRole('dialog', { name: 'Re-brand the whole portal?' })
      .getByRole('button', { name: 'Save and re-brand' })
      .click();
    await expect(
      page.getByText('Saved. The portal shows the new theme on its next load.'),
    ).toBeVisible();
    expect((await publicRecord(page.request)).primary_color).toBe(ADMIN_COLOUR);
    await page.reload();
    await expect.poll(() => rootPrimary(page)).toBe(ADMIN_COLOUR);
    // The same documents as the deployment company's manager saved.
    await page.goto('/admin/white-label/documents');
    await expect(
      page.getByRole('group', { name: 'Imprint' }).getByRole('textbox', { name: 'Title' }),
    ).toHaveValue(IMPRINT);
  });
});
