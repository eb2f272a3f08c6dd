import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from '../support/session.js';

// Issue 38: no page scrolls sideways on a phone. Each demo role signs in and opens every
// page its menus lead to at 390 px, on the dev server (React StrictMode); a page whose
// content is wider than the window fails, naming the page and the widest element. Each page
// also has exactly one main landmark, the portal frame's.

test.use({ viewport: { width: 390, height: 844 } });

/** One login per role, and the manager whose data makes the widest tables. */
const ROLES = [
  { role: 'super-admin', email: 'admin@flexportal.test' },
  { role: 'admin', email: 'ops@flexportal.test' },
  { role: 'manager (Acme, the widest tables)', email: 'manager@acme.test' },
  { role: 'manager-reader', email: 'reader@acme.test' },
  { role: 'manager (individual)', email: 'solo@individual.test' },
  { role: 'manager (limited features)', email: 'limited@flexpsp.test' },
] as const;

const GUEST_PAGES = [
  '/login',
  '/forgot-password',
  '/registration',
  '/docs/v1',
  '/docs/v1/changelog',
];

/** The page's sideways overflow: scroll and client widths and the element sticking out most. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    let widest = '';
    let right = root.clientWidth + 1;
    if (root.scrollWidth > root.clientWidth) {
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect().right;
        if (r > right) {
          right = r;
          widest = `${el.tagName.toLowerCase()}.${String(el.className)}`;
        }
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
}

/** Opens a page, lets its data arrive, and checks it fits the width and has one main. */
async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  const o = await overflow(page);
  expect
    .soft(o.scrollWidth, `${path} scrolls sideways (widest: ${o.widest})`)
    .toBeLessThanOrEqual(o.clientWidth);
}

/** Where the signed-in user's side menu and user menu lead, each once. */
async function menuPaths(page: Page): Promise<string[]> {
  await expect(page.locator('.portal-side-menu a').first()).toBeAttached({ timeout: 15_000 });
  const hrefs = await page
    .locator('.portal-side-menu a, .portal-user-menu a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}

for (const { role, email } of ROLES) {
  test(`${role}: no page of the menus scrolls sideways at 390 px`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInByApi(page, email);
    await page.goto('/');
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) await expectFits(page, path);
  });
}

test('guest pages do not scroll sideways at 390 px', async ({ page }) => {
  for (const path of GUEST_PAGES) await expectFits(page, path);
});
