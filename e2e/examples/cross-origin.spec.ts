import { expect, test } from '@playwright/test';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

// Issue 39: the script tag on a page of another origin than the CDN, with the snippet of
// docs/getting-started.md as written (integrity, crossorigin) under a strict CSP. The page
// is opened at localhost, the CDN is 127.0.0.1 (same server, another origin).
const port = () => new URL(test.info().project.use.baseURL ?? '').port;

test('from a CDN on another origin: the rate renders, 0 CSP violations, 0 errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await recordPartnerPage(page);
  await page.goto(`http://localhost:${port()}/cross-origin.html`);
  await expect(page.locator('flexportal-rate').getByRole('status')).toHaveText(
    '1 EUR = 1.0842 USD',
  );
  expect((await partnerRecords(page)).csp).toEqual([]);
  expect(errors).toEqual([]);
});

test('a chunk the CDN serves without Access-Control-Allow-Origin: the element says so and fires load-error', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(m.text());
  });
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { __loadErrors: unknown[] }).__loadErrors = heard;
    document.addEventListener('load-error', (e) =>
      heard.push({ tag: (e.target as Element).localName, ...(e as CustomEvent).detail }),
    );
  });
  // serve.mjs answers runtime.js without Access-Control-Allow-Origin under this CDN path.
  await page.goto(`http://localhost:${port()}/cross-origin.html?cdn=runtime-without-cors`);
  const rate = page.locator('flexportal-rate');
  await expect(rate.getByRole('alert')).toHaveText('Loading chunk failed');
  expect(
    await page.evaluate(() => (window as unknown as { __loadErrors: unknown[] }).__loadErrors),
  ).toEqual([
    {
      tag: 'flexportal-rate',
      file: `http://127.0.0.1:${port()}/cdn-runtime-without-cors/runtime.js`,
    },
  ]);
  // The console says which tag and why, for the partner's developer.
  expect(failures.some((f) => f.includes('could not load <flexportal-rate>'))).toBe(true);
});
