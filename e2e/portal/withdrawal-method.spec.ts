import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

// PP-2.3-04, PP-2.4-05: the withdrawal route's method transfer or exchange opens that form
// with the URL's action and shortcuts, tid (to_account_id) among them.
test('withdrawal/{action}/transfer hands tid and aid to the transfer form', async ({ page }) => {
  await login(page, 'manager@acme.test');
  await page.goto('/manager/payments/withdrawal/create/transfer?aid=1&tid=2&amt=5&ag=3');
  await expect(page).toHaveURL(/\/manager\/payments\/transfer\/create\?amt=5&aid=1&tid=2$/);
  await page.goto('/manager/payments/withdrawal/create/create?amt=7');
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create\/create\?amt=7$/);
});
