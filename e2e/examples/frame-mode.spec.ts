import { expect, test } from '@playwright/test';

test('isolated mode: the screen runs in the portal iframe, sized to its content, nothing of ours in the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/frame.html');
  const frame = page.frameLocator('flexportal-rate iframe');
  await expect(frame.getByRole('status')).toHaveText('1 EUR = 1.0842 USD');
  // Auto height: the frame reported its content height and the element applied it.
  await expect
    .poll(() =>
      page.locator('flexportal-rate iframe').evaluate((f) => (f as HTMLIFrameElement).style.height),
    )
    .toMatch(/^\d+px$/);
  // No client was created in the partner page: none of our keys in its storage.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((k) => k.startsWith('flexportal'))).toEqual([]);
  const src = await page.locator('flexportal-rate iframe').getAttribute('src');
  expect(src).toContain('/embed/rate?sell=EUR&buy=USD&parent=');
  expect(errors).toEqual([]);
});

test('the portal refuses to be framed by an origin outside its allowlist (frame-ancestors)', async ({
  page,
}) => {
  // Same server, other origin: localhost is not 127.0.0.1.
  const port = new URL(test.info().project.use.baseURL ?? '').port;
  await page.goto(`http://localhost:${port}/frame.html`);
  const iframe = page.locator('flexportal-rate iframe');
  await expect(iframe).toHaveCount(1);
  // Chromium replaces a frame refused by frame-ancestors with its error page.
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/');
  const child = page.frames().find((f) => f !== page.mainFrame());
  expect(await child?.locator('output').count()).toBe(0);
});
