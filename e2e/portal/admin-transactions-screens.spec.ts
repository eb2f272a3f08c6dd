import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { signInByApi } from '../support/session.js';

// Issue 23: the administrator's transaction screens at a phone's and a laptop's width, light
// and dark, within the width. Every run takes the screenshots (into the test's output);
// `SCREENSHOTS=1` writes them to docs/screenshots/adminops/ instead. Read-only.
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/adminops') : null;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const SCREENS: ReadonlyArray<{ name: string; open: (page: Page) => Promise<void> }> = [
  {
    name: 'api-payments',
    open: async (page) => {
      await page.goto('/admin/transactions/api');
      // The seeded payment, unless the approval test (run alongside) approved it already.
      const list = page.getByRole('region', { name: 'Admin Action Required' });
      await expect(list.getByRole('table').or(list.getByText('No transactions'))).toBeVisible();
    },
  },
  {
    name: 'top-up',
    open: async (page) => {
      await page.goto('/admin/transactions/credit');
      const account = page.getByLabel('Account');
      const option = account.locator('option', { hasText: ': Acme EUR main (' });
      await account.selectOption((await option.getAttribute('value')) ?? '');
      await page.getByLabel('Amount').fill('250.50');
      await page.getByRole('button', { name: 'Top up' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm the top-up' })).toBeVisible();
    },
  },
  {
    name: 'history',
    open: async (page) => {
      await page.goto('/admin/transactions/denied');
      await page
        .getByRole('region', { name: 'Denied transactions' })
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
    },
  },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`${size.width} px, ${scheme}: the administrator's transaction screens fit the width`, async ({
      page,
    }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await signInByApi(page, 'admin@flexportal.test');
      for (const screen of SCREENS) {
        await screen.open(page);
        expect(await scrollsSideways(page), `${screen.name} scrolls sideways`).toBe(false);
        const file = `${screen.name}-${size.width}-${scheme}.png`;
        await page.screenshot({ path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file) });
      }
    });
  }
}
