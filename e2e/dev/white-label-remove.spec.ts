import { expect, test } from '@playwright/test';
import { signInByApi } from '../support/session.js';

// Issue 38: a white-label save re-brands the whole deployment, so the screen says so beside
// Save; an uploaded image can be removed, after a confirmation, and the deployment's default
// shows again. The background is the column no other spec reads; it ends removed, as the
// seed has it.
const EMAIL = 'manager@acme.test';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a manager removes an uploaded white-label image, warned of what it affects', async ({
  page,
}) => {
  await signInByApi(page, EMAIL);
  await page.goto('/manager/white-label');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  // What a save reaches, said before any save.
  await expect(page.getByText(/^Saving re-brands the whole .+ portal for everyone/)).toBeVisible();
  await expect(save).toHaveAccessibleDescription(/the sign-in page included/);

  await page
    .getByLabel('Upload Background')
    .setInputFiles({ name: 'background.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Background uploaded.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current Background' })).toBeVisible();
  const uploaded = (await (await page.request.get('/api/v2/white-label')).json()).data;
  expect(uploaded.background_url).toMatch(/^\/api\/v2\/white-label\/images\/\d+$/);

  // Something typed and not saved survives the removal.
  const name = page.getByRole('textbox', { name: 'Name' });
  const saved = await name.inputValue();
  await name.fill(`${saved} (draft)`);

  await page.getByRole('button', { name: 'Remove Background' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this image (Background)?' });
  await expect(dialog).toContainText('The sign-in page and every page of the portal');
  // No keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('img', { name: 'Current Background' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Background' }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Background removed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current Background' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Background' })).toHaveCount(0);
  await expect(name).toHaveValue(`${saved} (draft)`);
  const after = (await (await page.request.get('/api/v2/white-label')).json()).data;
  expect(after.background_url).toBeNull();

  // After a reload too: the record has no background.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page.getByRole('img', { name: 'Current Background' })).toHaveCount(0);
});
