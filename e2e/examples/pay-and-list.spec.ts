import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { mailbox } from '../support/mailbox.js';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';
import { payWithMailedCode } from '../support/payWithMailedCode.js';
import { local, PORTS } from '../support/ports.js';

// Issue 39: widgets on one page talk. A withdrawal made in <flexportal-withdrawal> shows in
// the <flexportal-transactions> beside it without a reload (one client, one cache: money
// moved invalidates the lists), and the page's own `flexportal-refresh` reloads them too.
const EMAIL = 'solo@individual.test';

test('a withdrawal appears in the list beside it at once; the host can refresh too', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await recordPartnerPage(page);
  await page.goto('/pay-and-list.html');
  const withdrawal = page.locator('flexportal-withdrawal');
  const list = page.locator('flexportal-transactions');
  await withdrawal.getByLabel('E-mail').fill(EMAIL);
  await withdrawal.getByLabel('Password').fill(DEMO_PASSWORD);
  await withdrawal.getByRole('button', { name: 'Log in' }).click();
  // One sign-in serves both screens: they share the page's client.
  await expect(list.getByRole('heading', { name: 'Pending transactions' })).toBeVisible();
  await expect(withdrawal.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();

  const box = await mailbox(request, local(PORTS.sandbox), EMAIL);
  const name = await payWithMailedCode(page, box, {
    amount: '2.71',
    payee: 'Listed Payee SARL',
    form: withdrawal,
  });
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  expect((await partnerRecords(page)).submitted).toHaveLength(1);

  // The host's refresh: the list asks the API again.
  const reread = page.waitForRequest(
    (r) => r.method() === 'GET' && /\/manager\/transactions\?/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await reread;
  expect(errors).toEqual([]);
});
