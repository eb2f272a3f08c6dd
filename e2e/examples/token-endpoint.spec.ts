import { expect, test } from '@playwright/test';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

test("the partner backend's token signs the screens in: no sign-in form, German and dark from the loader tag, no token in the page", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const tokenCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/partner/flexportal-token') tokenCalls.push(r.method());
  });
  await recordPartnerPage(page);
  await page.goto('/signed-in.html');

  const widget = page.locator('flexportal-accounts');
  // Signed in by the token endpoint: the reader's accounts, never the sign-in form.
  await expect(widget.getByRole('rowheader', { name: 'Acme EUR main' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
  expect(tokenCalls).toEqual(['GET']);
  // data-locale="de": the screen speaks German.
  await expect(widget.getByRole('heading', { name: 'Konten' })).toBeVisible();
  // data-theme="dark": the dark tokens reach the screen through the document's sheet.
  const background = await widget.evaluate((el) =>
    getComputedStyle(el).getPropertyValue('--fp-bg').trim(),
  );
  expect(background).toBe('#1b1f23');
  // It paints that background itself: light text never lands on the partner's white page.
  expect(await widget.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(27, 31, 35)',
  );

  // The token came by fetch into the SDK: not in any attribute, the markup or the URL.
  const token = (await (await page.request.get('/partner/flexportal-token')).json())
    .access_token as string;
  expect(token.length).toBeGreaterThan(20);
  const markup = await page.evaluate(
    () =>
      document.documentElement.outerHTML +
      (document.querySelector('flexportal-accounts')?.shadowRoot?.innerHTML ?? ''),
  );
  expect(markup).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  expect(page.url()).not.toContain('eyJ');
  expect((await partnerRecords(page)).csp).toEqual([]);
  expect(errors).toEqual([]);
});
