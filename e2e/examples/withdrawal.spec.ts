import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { answerOtp } from '../support/otp.js';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

/** Opens the withdrawal's partner page and signs in inside the element, as a user does. */
async function signInInside(page: Page) {
  await page.goto('/withdrawal.html');
  const widget = page.locator('flexportal-withdrawal');
  await widget.getByLabel('E-mail').fill('manager@globex.test');
  await widget.getByLabel('Password').fill(DEMO_PASSWORD);
  await widget.getByRole('button', { name: 'Log in' }).click();
  return widget;
}

test('<flexportal-withdrawal> on a plain page: sign in inside it, send, hear `submitted`; strict CSP, no token in the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await recordPartnerPage(page);
  const widget = await signInInside(page);

  await expect(widget.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await widget.getByLabel('Amount').fill('7.50');
  await widget.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await widget.getByLabel('Sepa (EU , EEA)').check();
  await widget.getByLabel('Company name').fill('Partner Payee SARL');
  await expect(widget.getByText('Total', { exact: true })).toBeVisible();
  await widget.getByRole('button', { name: 'Send withdrawal' }).click();
  // The element brings its own two-factor modal: the partner page mounts nothing.
  await answerOtp(page);
  await expect(widget.getByText(/^Withdrawal .+ created \(progress\)\./)).toBeVisible();

  const { submitted } = await partnerRecords(page);
  expect(submitted).toHaveLength(1);
  expect(submitted[0]).toMatchObject({ amount: '7.50', currency: 'EUR', status: 'progress' });
  expect(typeof submitted[0]?.transaction_id).toBe('number');

  // The token lives in the SDK's storage only: never in an attribute or the page's markup.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const token = /"access_token\\?":\\?"([^"\\]+)/.exec(stored)?.[1] ?? '';
  expect(token.length).toBeGreaterThan(20);
  const markup = await page.evaluate(
    () =>
      document.documentElement.outerHTML +
      (document.querySelector('flexportal-withdrawal')?.shadowRoot?.innerHTML ?? ''),
  );
  expect(markup).not.toContain(token);
  expect((await partnerRecords(page)).csp).toEqual([]);
  expect(errors).toEqual([]);
});

test('signed in from an earlier page, the accounts call starts before the screen is defined, and is sent once (issue 26)', async ({
  page,
}) => {
  const widget = await signInInside(page);
  await expect(widget.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();

  // The next page: when the accounts call started, and when the screen's tag was defined.
  await page.addInitScript(() => {
    const marks: { accounts: number[]; defined: number[] } = { accounts: [], defined: [] };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const fetch = window.fetch;
    window.fetch = function (input, init) {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/manager/bank-accounts')) marks.accounts.push(performance.now());
      return fetch.call(this, input, init);
    };
    const define = customElements.define.bind(customElements);
    customElements.define = (name, ctor, options) => {
      if (name === 'flexportal-withdrawal') marks.defined.push(performance.now());
      define(name, ctor, options);
    };
  });
  await page.reload();
  await expect(widget.getByLabel('From account')).toBeEnabled();
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: { accounts: number[]; defined: number[] } }).__marks,
  );
  // Warmed with the runtime, joined by the screen's own read: one call, before the screen ran.
  expect(marks.accounts).toHaveLength(1);
  expect(marks.defined).toHaveLength(1);
  expect(marks.accounts[0]).toBeLessThan(marks.defined[0] ?? 0);
});
