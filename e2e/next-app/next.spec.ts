import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { mailbox } from '../support/mailbox.js';
import { local, PORTS } from '../support/ports.js';

// Issue 39: examples/next-app, a Next.js app router page, renders screens from a server
// component (a build failed on createContext before 'use client'), hydrates them (a
// signed-in page threw #418), and shows a withdrawal in the list beside it at once.
const EMAIL = 'solo@individual.test';

/** Every console error, and every message about hydration, of the page. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
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
  await page.getByLabel('Amount').fill('5.17');
  await page.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await page.getByLabel('Sepa (EU , EEA)').check();
  await page.getByLabel('Company name').fill('Next Payee SAS');
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  const code = await box.codeFor(async () => {
    await page.getByRole('button', { name: 'Send withdrawal' }).click();
    await expect(dialog).toBeVisible();
  });
  await dialog.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
  const created = page.getByText(/^Withdrawal (.+) created \(progress\)\./);
  await expect(created).toBeVisible();
  const name = /^Withdrawal (\S+) created/.exec((await created.textContent()) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  // The list beside the form: the new row, without a reload.
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  await expect(page.locator('#events')).toHaveText('ready otprequired submitted');

  // Signed in now: the server still renders the loading frame, the browser hydrates it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending transactions' })).toBeVisible();
  expect(problems).toEqual([]);
});
