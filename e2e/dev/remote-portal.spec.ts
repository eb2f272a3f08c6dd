import { expect, test } from '@playwright/test';

// Issue 38: "Sign in to Free Market" opened the portal's "Page not found" under the dev
// server. `npm start` gives the sandbox the portal's origin as its public url, so the sign-in
// link names the portal's server, which must hand /remote-portals to the sandbox.
test("a portal service's sign-in page opens through the portal's own server", async ({ page }) => {
  await page.goto('/remote-portals/free_market');
  await expect(page.getByRole('heading', { name: 'free market' })).toBeVisible();
  await expect(page.getByText('You are signed in here.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});
