import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

test('a signed-in manager is connected to the live channel, under the strict CSP; logout disconnects', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  await login(page, 'manager@acme.test');
  await expect(page.locator('[data-live-status]')).toHaveAttribute(
    'data-live-status',
    'connected',
    {
      timeout: 15_000,
    },
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('[data-live-status="connected"]')).toHaveCount(0);
  expect(violations).toEqual([]);
});
