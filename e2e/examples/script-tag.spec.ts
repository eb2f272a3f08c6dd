import { expect, test } from '@playwright/test';
import { bucketOf } from '../../packages/elements/src/cdn/buckets.mjs';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

test('a plain partner page loads the loader and the element shows the rate, under a strict CSP', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const loaded: string[] = [];
  page.on('requestfinished', (r) => loaded.push(new URL(r.url()).pathname));
  await recordPartnerPage(page);

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Playwright's locators pierce the element's open shadow root.
  await expect(page.locator('flexportal-rate').getByRole('status')).toHaveText(
    '1 EUR = 1.0842 USD',
  );
  // Styles arrive as constructable stylesheets, never as <style> or style="" (strict CSP).
  expect(
    await page.locator('flexportal-rate').evaluate((el) => ({
      sheets: el.shadowRoot?.adoptedStyleSheets.length ?? 0,
      styleTags: el.shadowRoot?.querySelectorAll('style, [style]').length ?? -1,
    })),
  ).toEqual({ sheets: 1, styleTags: 0 });

  expect((await partnerRecords(page)).csp).toEqual([]);
  expect(errors).toEqual([]);
  // The loader opened the connection to the API origin (another origin than the page's)
  // while the chunks downloaded: one anonymous preconnect, to the origin only.
  const apiBase = await page.locator('script[data-api-base]').getAttribute('data-api-base');
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((l) => ({
        href: l.href,
        crossOrigin: l.crossOrigin,
      })),
    ),
  ).toEqual([{ href: `${new URL(apiBase ?? '').origin}/`, crossOrigin: 'anonymous' }]);
  // Only what the page uses: the loader, the rate's manifest bucket (no other), the runtime,
  // the rate screen and shared chunks.
  const cdn = loaded.filter((p) => p.startsWith('/cdn/'));
  expect(cdn).toContain('/cdn/flexportal.js');
  expect(cdn).toContain('/cdn/screens/rate.js');
  const { buckets } = (await (await request.get('/cdn/manifest.json')).json()) as {
    buckets: string[];
  };
  const rateBucket = `/cdn/${buckets[bucketOf('flexportal-rate', buckets.length)]}`;
  expect(cdn.filter((p) => p.includes('/manifest'))).toEqual([rateBucket]);
  expect(
    cdn.every((p) =>
      /^\/cdn\/(flexportal|manifest-\d+|runtime|screens\/rate|chunks\/shared-[\w-]+)\.js$/.test(p),
    ),
  ).toBe(true);
});

test('every CDN file matches its published SRI hash', async ({ request }) => {
  const sri = (await (await request.get('/cdn/sri.json')).json()) as Record<string, string>;
  expect(Object.keys(sri)).toContain('flexportal.js');
  const { createHash } = await import('node:crypto');
  for (const [file, integrity] of Object.entries(sri)) {
    const body = await (await request.get(`/cdn/${file}`)).body();
    expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, file).toBe(integrity);
  }
});

test('a tampered chunk is refused by its SRI hash and never runs', async ({ page }) => {
  await page.route('**/cdn/screens/rate.js', async (route) => {
    const original = await (await route.fetch()).text();
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' },
      body: `window.__tampered = true;\n${original}`,
    });
  });
  const refused = page.waitForEvent('console', (m) =>
    m.text().includes('could not load <flexportal-rate>'),
  );
  await page.goto('/');
  await refused;
  expect(
    await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered),
  ).toBeUndefined();
  await expect(page.locator('flexportal-rate').getByRole('status')).toHaveCount(0);
});

test('a screen added later loads its own manifest bucket, and only that one more', async ({
  page,
  request,
}) => {
  const loaded: string[] = [];
  page.on('requestfinished', (r) => loaded.push(new URL(r.url()).pathname));
  const { buckets } = (await (await request.get('/cdn/manifest.json')).json()) as {
    buckets: string[];
  };
  const bucketFile = (tag: string) => `/cdn/${buckets[bucketOf(tag, buckets.length)]}`;
  // A tag hashed to another bucket than the rate's, so the page must fetch a second one.
  const later = 'flexportal-transaction';
  expect(bucketFile(later)).not.toBe(bucketFile('flexportal-rate'));

  await page.goto('/');
  await expect(page.locator('flexportal-rate').getByRole('status')).toHaveText(
    '1 EUR = 1.0842 USD',
  );
  await page.evaluate((tag) => document.body.append(document.createElement(tag)), later);
  await page.waitForFunction((tag) => customElements.get(tag) !== undefined, later);
  expect(loaded.filter((p) => p.includes('/manifest')).sort()).toEqual(
    [bucketFile('flexportal-rate'), bucketFile(later)].sort(),
  );
});
