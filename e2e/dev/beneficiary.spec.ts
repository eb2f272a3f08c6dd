import { expect, test } from '@playwright/test';
import { searchList } from '../support/list.js';
import { signInByApi } from '../support/session.js';

// The countries dictionary reaches the dev server's portal: both country selects list
// countries, and the chosen ones are saved.
test('a beneficiary is created with a country chosen from the select', async ({ page }) => {
  const company = `Dev Country ${Date.now()}`;
  await signInByApi(page, 'solo@individual.test');
  await page.goto('/manager/transaction-agents/create');
  await page.getByLabel('Company name', { exact: true }).fill(company);
  await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('SWIFT code', { exact: true }).fill('COBADEFFXXX');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' });
  await page.getByLabel('Bank country', { exact: true }).selectOption({ label: 'Germany' });
  await page.getByRole('button', { name: 'Save beneficiary' }).click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents$/);

  await searchList(page, company);
  await page
    .getByRole('row', { name: new RegExp(company) })
    .getByRole('link', { name: company, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit beneficiary' })).toBeVisible();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('DE');
  await expect(page.getByLabel('Bank country', { exact: true })).toHaveValue('DE');
});
