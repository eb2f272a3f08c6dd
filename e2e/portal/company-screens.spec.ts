import path from 'node:path';
import { expect, test } from '@playwright/test';
import { useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { signInByApi } from '../support/session.js';

// Issue 24: the company screens at a phone's and a laptop's width, light and dark, fitting
// the width. `SCREENSHOTS=1` writes the pictures to docs/screenshots/company/.
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/company') : null;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
const PAGES = [
  { name: 'reports', email: 'manager@acme.test', path: '/manager/reports', heading: 'Reports' },
  {
    name: 'white-label',
    email: 'manager@acme.test',
    path: '/manager/white-label',
    heading: 'White label',
  },
  {
    name: 'send-funds-affiliate',
    email: 'manager@hooli.test',
    path: '/manager/send-funds-affiliate',
    heading: 'Send funds to the affiliate owner',
  },
  {
    name: 'white-label-documents',
    email: 'manager@acme.test',
    path: '/manager/white-label/documents',
    heading: 'Documents',
  },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`${size.width} px, ${scheme}: the company screens fit the width`, async ({
      browser,
    }, info) => {
      test.setTimeout(120_000);
      for (const p of PAGES) {
        // A context per page: each signs in as its own manager.
        const base = info.project.use.baseURL;
        const context = await browser.newContext({
          viewport: size,
          ...(base ? { baseURL: base } : {}),
        });
        const page = await context.newPage();
        // biome-ignore lint/correctness/useHookAtTopLevel: a Playwright helper named like a hook
        await useScheme(page, scheme);
        await signInByApi(page, p.email);
        await page.goto(p.path);
        await expect(page.getByRole('heading', { name: p.heading, exact: true })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await scrollsSideways(page), `${p.name} scrolls sideways`).toBe(false);
        const file = `${p.name}-${size.width}-${scheme}.png`;
        await page.screenshot({
          path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file),
          fullPage: true,
        });
        await context.close();
      }
    });
  }
}
