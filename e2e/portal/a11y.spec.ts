import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { login } from '../support/login.js';

test('the sign-in page has no serious or critical axe issues, also with an error shown (R14)', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'login');
  await page.getByLabel('E-mail').fill('solo@individual.test');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'login with error');
});

for (const scheme of ['dark', 'light'] as const) {
  test(`the layout has no serious or critical axe issues in the ${scheme} scheme (R14)`, async ({
    page,
  }) => {
    await login(page, 'solo@individual.test');
    if (scheme === 'light') await page.getByRole('button', { name: 'Dark scheme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
    // The scheme is really painted: the page's background is the scheme's, not only named.
    await expect(page.locator('body')).toHaveCSS(
      'background-color',
      scheme === 'dark' ? 'rgb(27, 31, 35)' : 'rgb(255, 255, 255)',
    );
    await expect(page.getByRole('status').first()).toHaveText(/1 EUR = /);
    await expectAccessible(page, `layout ${scheme}`);
  });
}
