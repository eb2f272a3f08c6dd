import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

test('the root goes to the manager dashboard, which shows the live EUR/USD rate from the sandbox', async ({
  page,
}) => {
  await login(page, 'solo@individual.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/manager$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Signed in, the rate moves around the seeded 1.0842 (issue 17's moving rate).
  await expect(page.getByRole('region', { name: 'Rates' }).getByRole('status')).toHaveText(
    /^1 EUR = 1\.0[78]\d* USD$/,
  );
  await expect(page).toHaveTitle('Flexportal Sandbox - Dashboard');
});

test('an unknown path goes to /404, not a blank screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a manager without two-factor is told why the other pages are closed, and where to set it up', async ({
  page,
}) => {
  await login(page, 'reader@acme.test');
  await page.goto('/manager/transactions/settled');
  await expect(page).toHaveURL(/\/manager\?refused=manager\.transactions\.settled$/);
  const notice = page.getByRole('complementary', {
    name: 'Two-factor authentication unlocks the portal',
  });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Set up two-factor authentication' }).click();
  await expect(page).toHaveURL(/\/manager\/profile#two-factor-title$/);
  await expect(
    page.getByRole('heading', { name: 'Two-factor authentication', exact: true }),
  ).toBeVisible();
});

test('a company awaiting approval is told so on the profile it lands on', async ({ page }) => {
  await login(page, 'pending@initech.test');
  await expect(page).toHaveURL(/\/manager\/profile$/);
  await expect(
    page.getByRole('complementary', { name: 'Your company is awaiting approval' }),
  ).toContainText('The other pages open once the company is approved.');
});

test('the login page links to the password reset and the registration', async ({ page }) => {
  await page.goto('/login');
  const links = page.getByRole('navigation', { name: 'Other ways in' });
  await links.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/login');
  await links.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/registration$/);
});
