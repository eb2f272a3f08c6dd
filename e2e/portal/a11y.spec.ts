import { expect, test } from '@playwright/test';
import { axeTally, expectAccessible, useScheme } from '../support/axe.js';
import { KEY_PAGES, KEY_PAGES_LOGIN } from '../support/keyPages.js';
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

// Issue 28: the screens a treasurer opens most, in both schemes, at a laptop's and a
// phone's width (the phone's layout hides columns and folds the menu).
for (const scheme of ['light', 'dark'] as const) {
  test(`dashboard, transaction list, withdrawal and overview have no serious or critical axe issues, ${scheme} (R14)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await useScheme(page, scheme);
    await login(page, KEY_PAGES_LOGIN);
    const tally = axeTally(`key screens ${scheme}`);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const key of KEY_PAGES) {
        await key.open(page);
        await tally.check(page, `${key.name} ${width}`);
      }
    }
    tally.finish(8);
  });
}
