import { expect, test } from '@playwright/test';
import { payInFrame } from '../support/frameWithdrawal.js';
import { partnerRecords } from '../support/partnerPage.js';
import { local, PORTS } from '../support/ports.js';

test('isolated mode: the screen runs in the portal iframe, sized to its content, nothing of ours in the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const loaded: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.frame() === page.mainFrame()) loaded.push(new URL(r.url()).pathname);
  });
  await page.goto('/frame.html');
  const frame = page.frameLocator('flexportal-rate iframe');
  await expect(frame.getByRole('status')).toHaveText('1 EUR = 1.0842 USD');
  // Auto height: the frame reported its content's height, not the document's (which is at
  // least the iframe's default 150 px): one line of rate, a frame well under 150 px.
  await expect
    .poll(() =>
      page.locator('flexportal-rate iframe').evaluate((f) => (f as HTMLIFrameElement).style.height),
    )
    .toMatch(/^\d+px$/);
  const height = await page
    .locator('flexportal-rate iframe')
    .evaluate((f) => (f as HTMLIFrameElement).getBoundingClientRect().height);
  expect(height).toBeGreaterThan(10);
  expect(height).toBeLessThan(100);
  // The page's brand colour and font (data-theme-primary, data-theme-font on the loader)
  // reached the frame with the theme message, and the light scheme with them.
  const framed = page.frames().find((f) => f.url().includes('/embed/rate'));
  await expect
    .poll(() =>
      framed?.evaluate(() => {
        const style = getComputedStyle(document.querySelector('output') ?? document.body);
        return {
          primary: style.getPropertyValue('--fp-primary').trim(),
          font: style.getPropertyValue('--fp-font').trim(),
          scheme: document.documentElement.dataset.scheme,
        };
      }),
    )
    .toEqual({ primary: '#7b2cbf', font: 'Georgia, serif', scheme: 'light' });
  // No client was created in the partner page: none of our keys in its storage.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((k) => k.startsWith('flexportal'))).toEqual([]);
  const src = await page.locator('flexportal-rate iframe').getAttribute('src');
  expect(src).toContain('/embed/rate?sell=EUR&buy=USD&parent=');
  // The loader and frame.js only: no runtime, no React, no screen chunk in the page.
  expect(loaded.filter((p) => p.startsWith('/cdn/')).sort()).toEqual([
    '/cdn/flexportal.js',
    '/cdn/frame.js',
  ]);
  expect(errors).toEqual([]);
});

test('the portal refuses to be framed by an origin outside its allowlist (frame-ancestors), and the element says so', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { __loadErrors: string[] }).__loadErrors = heard;
    document.addEventListener('load-error', (e) =>
      heard.push((e as CustomEvent<{ file: string }>).detail.file),
    );
  });
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
  // The element says so (a line of text, no broken frame) and fires `load-error` once the
  // frame loaded without ever saying ready (FRAME_READY_TIMEOUT_MS, 10 s).
  const rate = page.locator('flexportal-rate');
  await expect(rate.getByRole('alert')).toHaveText('Loading chunk failed', { timeout: 20_000 });
  await expect(iframe).toBeHidden();
  const heard = await page.evaluate(
    () => (window as unknown as { __loadErrors?: string[] }).__loadErrors,
  );
  expect(heard).toEqual([expect.stringContaining('/embed/rate?sell=EUR&buy=USD&parent=')]);
});

test('isolated mode moves money: sign in and pay inside the frame, hear `submitted`, the token never in the page', async ({
  page,
  request,
}) => {
  // Umbrella's manager gets e-mailed codes: no authenticator code shared with other specs.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await payInFrame(page, request, {
    pageUrl: '/frame-withdrawal.html',
    sandbox: local(PORTS.sandbox),
    email: 'kyc@umbrella.test',
    amount: '3.25',
    payee: 'Frame Payee SARL',
  });

  // The screen's event crossed the frame boundary and fired on the element, typed as inline.
  await expect.poll(async () => (await partnerRecords(page)).submitted).toHaveLength(1);
  const [submitted] = (await partnerRecords(page)).submitted;
  expect(submitted).toMatchObject({ amount: '3.25', currency: 'EUR', status: 'progress' });

  // The token is the portal origin's: in the frame's storage, nowhere in the partner page.
  const portalFrame = page.frames().find((f) => f.url().includes('/embed/withdrawal'));
  const stored = (await portalFrame?.evaluate(() => JSON.stringify({ ...localStorage }))) ?? '';
  const token = /"access_token\\?":\\?"([^"\\]+)/.exec(stored)?.[1] ?? '';
  expect(token.length).toBeGreaterThan(20);
  const partner = await page.evaluate(() => ({
    markup:
      document.documentElement.outerHTML +
      (document.querySelector('flexportal-withdrawal')?.shadowRoot?.innerHTML ?? ''),
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));
  for (const place of Object.values(partner)) expect(place).not.toContain(token);
  expect(Object.keys(await page.evaluate(() => ({ ...localStorage })))).toEqual([]);
  expect((await partnerRecords(page)).csp).toEqual([]);
  expect(errors).toEqual([]);
});
