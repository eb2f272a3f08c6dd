import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { answerOtp } from '../support/otp.js';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

const SIGNER = 'treasurer@acme.test';

test('<flexportal-exchange> on a plain page: live rate, code, `submitted` at the quoted amounts; strict CSP', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await recordPartnerPage(page);
  await page.goto('/exchange.html');
  const widget = page.locator('flexportal-exchange');
  // Acme's treasurer: the demo manager's codes go to other specs of the parallel run.
  await widget.getByLabel('E-mail').fill(SIGNER);
  await widget.getByLabel('Password').fill(DEMO_PASSWORD);
  await widget.getByRole('button', { name: 'Log in' }).click();

  await expect(widget.getByRole('heading', { name: 'Exchange' })).toBeVisible();
  await expect(widget.getByLabel('Amount')).toHaveValue('120');
  await expect(widget.getByText(/New rate in \d+ s/)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  const moved = widget.getByText('The rate moved. Check the new total, then submit again.');
  await expect(widget.locator('[data-to-amount]')).toBeVisible();
  const created = widget.getByText(/^Transaction .+ created \(settled\)\./);
  // A rate that moved before the click, or past the quote's hold while the code was typed,
  // shows the new total first: then submit again.
  let received: string | null = null;
  for (let attempt = 0; attempt < 6 && !(await created.isVisible()); attempt++) {
    await widget.getByRole('button', { name: 'Exchange' }).click();
    const opened = await dialog.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    // The check found a moved rate: the new total shows (the message until the next tick).
    if (!opened) continue;
    received = await widget.locator('[data-to-amount]').getAttribute('data-to-amount');
    await answerOtp(page, SIGNER);
    await expect(created.or(moved)).toBeVisible();
  }
  await expect(created).toBeVisible();

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
