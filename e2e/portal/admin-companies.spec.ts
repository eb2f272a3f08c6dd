import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { expectAccessible } from '../support/axe.js';
import { signInByApi } from '../support/session.js';

// Issue 23: the administrator opens a company from the list and edits its features; the
// server stores them. Umbrella Corp, which no other browser test reads.
test('an administrator edits a company from the list: features, types and node type', async ({
  page,
}) => {
  await signInByApi(page, 'admin@flexportal.test');
  await page.goto('/admin/company-list');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  await page.getByRole('link', { name: 'Umbrella Corp' }).click();
  await expect(page).toHaveURL(/\/admin\/company-profile\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Umbrella Corp' })).toBeVisible();
  await expectAccessible(page, 'administrator company profile');
  const id = page.url().split('/').pop();

  await page.getByLabel('Portals').check();
  await page.getByLabel('PSP portal').check();
  await page.getByLabel('FEE_REGULAR').check();
  await page.getByLabel('MIXED').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The company was saved.')).toBeVisible();

  const token = await apiToken(page.request, 'admin@flexportal.test');
  const stored = await apiGet<Record<string, unknown>>(page.request, token, `a/companies/${id}`);
  expect(stored.data).toMatchObject({
    enabled_features: { portals: true, psp_portal: true, crypto: false },
    company_types: ['REGULAR', 'FEE_REGULAR'],
    node_type: 'MIXED',
  });
  // A reload shows what was stored.
  await page.reload();
  await expect(page.getByLabel('Portals')).toBeChecked();
  await expect(page.getByLabel('MIXED')).toBeChecked();
});

test('a manager reaches neither the company list nor a company profile', async ({ page }) => {
  await signInByApi(page, 'manager@acme.test');
  for (const path of ['/admin/company-list', '/admin/company-profile/1']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(/\/admin\//);
    await expect(page.getByRole('heading', { name: 'Companies' })).toHaveCount(0);
  }
});
