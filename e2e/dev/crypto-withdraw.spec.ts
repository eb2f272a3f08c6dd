import { expect, test } from '@playwright/test';
import { answerOtp } from '../support/otp.js';
import { signInByApi } from '../support/session.js';

// Issue 38: a demo user can withdraw crypto. Globex has the crypto feature and no portals,
// so its manager stays on the form (Acme's, on the default theme, is sent to its portal
// service, PP-2.2-11), withdraws USDT to its saved supplier wallet with the code, and the
// account's balance goes down by the amount and its fee.
const GLOBEX = 'manager@globex.test';

/** A shown balance ('2,500.5') in millionths, exactly (money is never a float). */
const units = (shown: string | undefined): bigint => {
  const [whole = '0', frac = ''] = (shown ?? '').replace(/,/g, '').split('.');
  return BigInt(whole + frac.padEnd(6, '0').slice(0, 6));
};

test('Globex withdraws USDT to its saved wallet, with the code, and the balance falls', async ({
  page,
}) => {
  await signInByApi(page, GLOBEX);
  await page.goto('/manager/crypto/withdraw');
  await expect(page).toHaveURL(/\/manager\/crypto\/withdraw$/);
  await expect(page.getByRole('heading', { name: 'Withdraw crypto' })).toBeVisible();
  const account = page.getByLabel('From account');
  await expect(account.locator('option', { hasText: 'Globex USDT' })).toHaveCount(1);
  const before = /\(([\d,.]+) USDT available\)/.exec(
    (await account.locator('option', { hasText: 'Globex USDT' }).textContent()) ?? '',
  )?.[1];
  expect(before).toBeTruthy();
  // An amount of this second, so a rerun is not held by the duplicate check.
  const second = Math.floor(Date.now() / 1000);
  const amount = `${1 + (second % 40)}.${String(second % 100).padStart(2, '0')}`;
  await page.getByLabel('Amount').fill(amount);
  await expect(page.getByLabel('Network')).toHaveValue('ethereum');
  const wallet = page.getByLabel('Saved wallet');
  const supplier = wallet.locator('option', { hasText: 'Supplier USDT' });
  await expect(supplier).toHaveCount(1);
  await wallet.selectOption((await supplier.getAttribute('value')) ?? '');
  const total = page.getByRole('region', { name: 'Fees and total' });
  await expect(total.getByText('Total', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await answerOtp(page, GLOBEX);
  await expect(page.getByText(/^Withdrawal (.+) created \(.+\)\.$/)).toBeVisible();
  // The money moved: the account's available balance is lower than before.
  await page.reload();
  const after = /\(([\d,.]+) USDT available\)/.exec(
    (await page
      .getByLabel('From account')
      .locator('option', { hasText: 'Globex USDT' })
      .textContent()) ?? '',
  )?.[1];
  expect(units(after)).toBeLessThan(units(before));
});
