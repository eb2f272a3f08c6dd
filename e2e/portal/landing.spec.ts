import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

// Where each seeded user lands after signing in (PP-2.2, AC-2routes).
const LANDINGS: ReadonlyArray<[string, RegExp]> = [
  ['admin@flexportal.test', /\/admin$/],
  ['ops@flexportal.test', /\/admin$/],
  ['manager@acme.test', /\/manager$/],
  ['reader@acme.test', /\/manager$/],
  ['solo@individual.test', /\/manager$/],
  ['manager@globex.test', /\/manager$/],
  ['pending@initech.test', /\/manager\/profile$/],
  ['kyc@umbrella.test', /\/profile\/compliance-trackings$/],
  ['limited@flexpsp.test', /\/manager$/],
];

for (const [email, where] of LANDINGS) {
  test(`${email} signs in and lands where the rules say`, async ({ page }) => {
    await login(page, email);
    await expect(page).toHaveURL(where);
  });
}

test('a manager-reader cannot open payment pages (PP-6-03)', async ({ page }) => {
  await login(page, 'reader@acme.test');
  await page.goto('/manager/payments/withdrawal/create');
  // Back on the dashboard, which names the page refused (issue 38: no silent bounce).
  await expect(page).toHaveURL(/\/manager\?refused=manager\.payments\.withdrawal$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'is not open to your user' }),
  ).toBeVisible();
});
