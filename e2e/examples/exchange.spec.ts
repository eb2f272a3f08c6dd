import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { answerOtp } from '../support/otp.js';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

test('<flexportal-exchange> on a plain page: live rate, code, `submitted` at the quoted amounts; strict CSP', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await recordPartnerPage(page);
  await page.goto('/exchange.html');
  const widget = page.locator('flexportal-exchange');
  await widget.getByLabel('E-mail').fill('manager@acme.test');
  await widget.getByLabel('Password').fill(DEMO_PASSWORD);
  await widget.getByRole('button', { name: 'Log in' }).click();

  await expect(widget.getByRole('heading', { name: 'Exchange' })).toBeVisible();
  await expect(widget.getByLabel('Amount')).toHaveValue('120');
  await expect(widget.getByText(/New rate in \d+ s/)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  const moved = widget.getByText('The rate moved. Check the new total, then submit again.');
  await expect(widget.locator('[data-to-amount]')).toBeVisible();
  // A rate that moved before the click shows the new total first: then submit again.
  for (let attempt = 0; attempt < 4 && !(await dialog.isVisible()); attempt++) {
    await widget.getByRole('button', { name: 'Exchange' }).click();
    await expect(dialog.or(moved)).toBeVisible();
  }
  const received = await widget.locator('[data-to-amount]').getAttribute('data-to-amount');
  await answerOtp(page);
  await expect(widget.getByText(/^Transaction .+ created \(settled\)\./)).toBeVisible();

  const { submitted, csp } = await partnerRecords(page);
  expect(submitted).toHaveLength(1);
  expect(submitted[0]).toMatchObject({
    amount: '120.00',
    currency: 'EUR',
    to_currency: 'GBP',
    to_amount: received,
    status: 'settled',
  });
  expect(csp).toEqual([]);
  expect(errors).toEqual([]);
});
