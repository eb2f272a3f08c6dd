import path from 'node:path';
import { expect, test } from '@playwright/test';
import { useScheme } from '../support/axe.js';
import { KEY_PAGES, KEY_PAGES_LOGIN, scrollsSideways } from '../support/keyPages.js';
import { login } from '../support/login.js';

// Issue 28: the key screens at a phone's and a laptop's width, light and dark. Every run
// takes the 16 screenshots (into the test's output); `SCREENSHOTS=1` writes them to
// docs/screenshots/ instead, where the README links them.
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots') : null;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`${size.width} px, ${scheme}: the key screens fit the width and keep their key columns`, async ({
      page,
    }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await login(page, KEY_PAGES_LOGIN);
      for (const key of KEY_PAGES) {
        await key.open(page);
        expect(await scrollsSideways(page), `${key.name} scrolls sideways`).toBe(false);
        if (key.name === 'transactions') {
          // Key columns show whatever the width: the row's name, amount and status.
          for (const column of ['name', 'amount', 'status'])
            await expect(page.locator(`thead th[data-column="${column}"]`)).toBeVisible();
          // The laptop keeps payee and date too (issue 28: they hid behind a scroll).
          if (size.width === 1366)
            for (const column of ['date', 'payee'])
              await expect(page.locator(`thead th[data-column="${column}"]`)).toBeVisible();
          // The table fits: it is no scroll box of its own.
          await expect(page.locator('.fp-table-wrap')).toHaveAttribute('data-fits', '');
        }
        const file = `${key.name}-${size.width}-${scheme}.png`;
        await page.screenshot({ path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file) });
      }
    });
  }
}

test('1366 px: accounts show default and actions, beneficiaries their pay link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, KEY_PAGES_LOGIN);
  await page.goto('/manager/accounts');
  for (const column of ['name', 'available_balance', 'selected', 'actions'])
    await expect(page.locator(`thead th[data-column="${column}"]`)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await page.goto('/manager/transaction-agents');
  await expect(page.locator('thead th[data-column="actions"]')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay / }).first()).toBeVisible();
});

test('up to 480 px a menu button opens and closes the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await login(page, 'solo@individual.test');
  const button = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // The content starts under the header, not under the whole menu.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  const main = await page.getByRole('main').boundingBox();
  expect(main?.y).toBeLessThan(120);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  // The focus moves into the menu; Escape closes it and gives the focus back.
  await expect(menu.getByRole('link').first()).toBeFocused();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // Following a link closes it too.
  await button.click();
  await menu.getByRole('link', { name: 'Settled transactions' }).click();
  await expect(page).toHaveURL(/\/manager\/transactions\/settled$/);
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Neither while the list loads (its placeholder rows) nor once it shows.
  expect(await scrollsSideways(page)).toBe(false);
  await expect(page.locator('table tbody tr a').first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('above 480 px the navigation shows beside the content, without a menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 481, height: 800 });
  await login(page, 'solo@individual.test');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
});
