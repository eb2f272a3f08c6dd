import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

// PP-2.2-11: on the crypto withdrawal-create page, with the default theme (ibanflex) and the
// company's portals feature, the user goes to the first portal service. manager@acme.test
// (Acme: portals and crypto, Google two-factor) meets it; the sandbox lists free_market first.

test('a manager with the portals feature opening crypto withdraw lands on the first portal service', async ({
  page,
}) => {
  // Signed out: login first, remembering the page, then the redirect.
  await login(page, 'manager@acme.test', '/manager/crypto/withdraw');
  await expect(page).toHaveURL(
    /\/manager\/portal-services\/free_market\?because=cryptoWithdrawPortal$/,
  );
  await expect(page.getByRole('heading', { name: 'Portal Services' })).toBeVisible();
  // Not a silent bounce: the page says why the user is here (issue 38).
  await expect(
    page.getByRole('status').filter({ hasText: 'go through a portal service' }),
  ).toHaveText(
    'Crypto withdrawals on this portal go through a portal service: choose the service to withdraw with below.',
  );

  // The same from the side menu (a navigation inside the app).
  await page.goto('/manager');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Withdraw crypto' })
    .click();
  await expect(page).toHaveURL(
    /\/manager\/portal-services\/free_market\?because=cryptoWithdrawPortal$/,
  );
  await expect(page.getByRole('heading', { name: 'Portal Services' })).toBeVisible();
});

test('on another theme the crypto withdraw page opens', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('activeTheme', 'finovo'));
  await login(page, 'manager@acme.test');
  await page.goto('/manager/crypto/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw crypto' })).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/crypto\/withdraw$/);
});

test('without the portals feature the crypto withdraw page opens', async ({ page }) => {
  // Globex has crypto but not portals.
  await login(page, 'manager@globex.test');
  await page.goto('/manager/crypto/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw crypto' })).toBeVisible();
  await expect(page).toHaveURL(/\/manager\/crypto\/withdraw$/);
});
