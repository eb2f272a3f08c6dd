import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { mailbox } from '../support/mailbox.js';
import { payWithMailedCode } from '../support/payWithMailedCode.js';
import { local, PORTS } from '../support/ports.js';

// Issue 39: examples/next-app, a Next.js app router page, renders screens from a server
// component (a build failed on createContext before 'use client'), hydrates them (a
// signed-in page threw #418), and shows a withdrawal in the list beside it at once.
const EMAIL = 'solo@individual.test';

/**
 * Every console error, and every message about hydration, of the page. Chromium logs each
 * 4xx answer as an error too ("Failed to load resource"): the server's code challenge (403
 * with X-OTP-Required, which the code dialog answers) is the protocol, not a problem.
 */
function watch(page: Page): string[] {
  const problems: string[] = [];
  const challenges = new Set<string>();
  page.on('response', (r) => {
    if (r.status() === 403 && r.headers()['x-otp-required']) challenges.add(r.url());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    const url = m.location().url;
    if (/^Failed to load resource: .* 403 /.test(m.text()) && challenges.has(url)) return;
    if (m.type() === 'error' || /hydrat/i.test(m.text()))
      problems.push(`${m.type()}: ${m.text()} ${url}`);
  });
  return problems;
}

test('server-rendered screens hydrate; sign in, pay with the code, the list beside it shows the payment; a signed-in reload hydrates cleanly', async ({
  page,
  request,
}) => {
  const problems = watch(page);
  // The server's HTML holds the screens' first frame (their loading state), not nothing.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Acme Treasury: payments');
  expect(html).toContain('aria-busy="true"');

  await page.goto('/');
  // Two screens, one client: either sign-in form signs both in.
  await page.getByLabel('E-mail').first().fill(EMAIL);
  await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Pending transactions' });
  await expect(list).toBeVisible();

  const box = await mailbox(request, local(PORTS.sandbox), EMAIL);
  // The withdrawal's form: the list beside it has labelled controls too (its column toggles).
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send withdrawal' }) });
  const name = await payWithMailedCode(page, box, {
    amount: '5.17',
    payee: 'Next Payee SAS',
    form,
    screen: page,
  });
  // The list beside the form: the new row, without a reload.
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  await expect(page.locator('#events')).toHaveText('ready otprequired submitted');

  // Signed in now: the server still renders the loading frame, the browser hydrates it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending transactions' })).toBeVisible();
  expect(problems).toEqual([]);
});
