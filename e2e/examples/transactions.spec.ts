import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

test('<flexportal-transactions> on a plain page: filters in the address, a `transaction` event, strict CSP, no token in the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await recordPartnerPage(page);
  await page.goto('/transactions.html');
  const widget = page.locator('flexportal-transactions');
  await widget.getByLabel('E-mail').fill('reader@acme.test');
  await widget.getByLabel('Password').fill(DEMO_PASSWORD);
  await widget.getByRole('button', { name: 'Log in' }).click();
  await expect(widget.getByRole('heading', { name: 'Approved transactions' })).toBeVisible();
  await expect(widget.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  // sync-url: the filters land in the partner page's address.
  const filters = widget.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Period').selectOption({ label: 'Current year' });
  await expect(page).toHaveURL(/period=current_year/);

  const first = widget.getByRole('table').getByRole('button').first();
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page.locator('#opened')).toHaveText(`${name} (settled)`);

  const token = await page.evaluate(() => {
    const raw = Object.values(localStorage).join(' ');
    return /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(raw)?.[0] ?? null;
  });
  if (token) {
    expect(await page.content()).not.toContain(token);
    expect(page.url()).not.toContain(token);
  }
  expect((await partnerRecords(page)).csp).toEqual([]);
  expect(errors).toEqual([]);
});
