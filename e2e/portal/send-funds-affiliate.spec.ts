import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { answerOtp } from '../support/otp.js';
import { signInByApi } from '../support/session.js';

// Issue 24: Hooli, Acme's affiliate, sends funds to Acme through the code dialog; Hooli's
// balance drops by amount plus fee and Acme's rises by the amount, to the cent.
const HOOLI = 'manager@hooli.test';
const ACME = 'manager@acme.test';

type Account = { id: number; name: string; available_balance: string };

/** Cents of a decimal string with two places (exact, no float). */
const cents = (v: string) => {
  const [units = '0', frac = ''] = v.split('.');
  return BigInt(units) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
};

async function account(request: APIRequestContext, token: string, name: string) {
  const list = await apiGet<Account[]>(request, token, 'manager/bank-accounts?per_page=100');
  const found = list.data.find((a) => a.name === name);
  expect(found, name).toBeTruthy();
  return found as Account;
}

test('an affiliate sends funds to its owner and both balances move exactly', async ({ page }) => {
  await signInByApi(page, HOOLI);
  const hooliToken = await apiToken(page.request, HOOLI);
  const acmeToken = await apiToken(page.request, ACME);
  const fromBefore = await account(page.request, hooliToken, 'Hooli EUR');
  const toBefore = await account(page.request, acmeToken, 'Acme EUR free market');
  const amount = '12.34';
  const preview = await page.request.post('/api/v2/manager/grand-total/send-funds-affiliate', {
    headers: { Authorization: `Bearer ${hooliToken}` },
    data: { bank_account_id: fromBefore.id, to_account_id: toBefore.id, amount },
  });
  const fee = ((await preview.json()).data as { fee_amount: string }).fee_amount;

  await page.goto('/manager/send-funds-affiliate');
  await expect(
    page.getByRole('heading', { name: 'Send funds to the affiliate owner' }),
  ).toBeVisible();
  await expect(page.getByText(/The funds go to Acme Ltd/)).toBeVisible();
  await page
    .getByLabel('To account of the owner')
    .selectOption({ label: 'Acme EUR free market (EUR)' });
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Send funds' }).click();
  await answerOtp(page, HOOLI);
  await expect(page.getByText(/^12\.34 EUR sent to Acme Ltd \(TX\d+\)\.$/)).toBeVisible();

  const fromAfter = await account(page.request, hooliToken, 'Hooli EUR');
  const toAfter = await account(page.request, acmeToken, 'Acme EUR free market');
  expect(cents(fromBefore.available_balance) - cents(fromAfter.available_balance)).toBe(
    cents(amount) + cents(fee),
  );
  expect(cents(toAfter.available_balance) - cents(toBefore.available_balance)).toBe(cents(amount));
  console.log(
    `send-funds-affiliate: Hooli ${fromBefore.available_balance} -> ${fromAfter.available_balance} (fee ${fee}), Acme free market ${toBefore.available_balance} -> ${toAfter.available_balance}`,
  );
});
