import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { answerOtp } from '../support/otp.js';
import { local, PORTS } from '../support/ports.js';
import { signInByApi } from '../support/session.js';

// Issue 25: the portal services against the sandbox's simulated remote portals.
test.describe.configure({ mode: 'serial' });
const SANDBOX = local(PORTS.sandbox);

test('a manager signs in to a remote portal in a new tab and lands back in the portal, signed in', async ({
  page,
  context,
}) => {
  await signInByApi(page, 'manager@acme.test');
  await page.goto('/manager/portal-services');
  // Without a service the page goes to its default provider: {product} on ibanflex (AC-2manager-05).
  await expect(page).toHaveURL(/\/manager\/portal-services\/%7Bproduct%7D$/);
  await expect(page.getByRole('heading', { name: 'Portal Services' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Services' });
  await expect(nav.getByRole('button')).toHaveCount(14);
  await expect(nav.getByRole('button', { name: /Free Market/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page, 'portal services');

  const [remote] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Sign in to Free Market' }).click(),
  ]);
  await expect(remote.getByRole('heading', { name: 'free market' })).toBeVisible();
  expect(new URL(remote.url()).origin).toBe(SANDBOX);
  // The remote portal cannot reach back into the portal's page.
  expect(await remote.evaluate(() => window.opener)).toBeNull();
  await remote.getByRole('link', { name: 'Back to the portal' }).click();
  await expect(remote).toHaveURL(/\/manager/);
  await expect(remote.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('an auto-transfer is set up to an account of the same currency and removed', async ({
  page,
}) => {
  await signInByApi(page, 'manager@acme.test');
  await page.goto('/manager/portal-services/free_market');
  const row = page.getByRole('row', { name: /free market EUR/ });
  await row
    .getByLabel('Auto-transfer of free market EUR to')
    .selectOption({ label: 'Acme EUR main' });
  await row.getByRole('button', { name: 'Set up' }).click();
  await expect(row.getByText('→ Acme EUR main')).toBeVisible();
  await row.getByRole('button', { name: 'Remove the auto-transfer of free market EUR' }).click();
  await expect(row.getByLabel('Auto-transfer of free market EUR to')).toBeVisible();
});

test('a switched-off portal yields an empty list of remote accounts, not an error page', async ({
  page,
}) => {
  const off = (available: boolean) =>
    page.request.post(`${SANDBOX}/sandbox/portals`, {
      data: { service: 'free_market', available },
    });
  expect((await off(false)).status()).toBe(200);
  try {
    await signInByApi(page, 'manager@acme.test');
    await page.goto('/manager/portal-services/free_market');
    await expect(page.getByText('No remote accounts could be loaded.')).toBeVisible();
  } finally {
    await off(true);
  }
});

test('a withdrawal through a portal service is prefilled from rp and locked except the reference; a switched-off portal shows its dialog', async ({
  page,
}) => {
  await signInByApi(page, 'manager@acme.test');
  await page.goto(
    '/manager/payments/withdrawal/create?rp=free_market&rp_acct=free_market-1-eur&rp_cur=EUR',
  );
  await expect(page.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  const reference = page.getByLabel('Reference message');
  await expect(reference).toBeEditable();
  // Every field but the reference is locked, the amount included (PP-4.5-17).
  await expect(page.getByLabel('Amount')).not.toBeEditable();

  const off = (available: boolean) =>
    page.request.post(`${SANDBOX}/sandbox/portals`, {
      data: { service: 'free_market', available },
    });
  await off(false);
  try {
    await reference.fill('Invoice 7');
    await page.getByRole('button', { name: 'Send withdrawal' }).click();
    await expect(
      page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({
        hasText: 'Remote portal is unavailable. Please try again later',
      }),
    ).toBeVisible();
  } finally {
    await off(true);
  }
  // The portal back on: the same form goes through the code step and the money moves.
  await page.keyboard.press('Escape');
  await expect(reference).toHaveValue('Invoice 7');
  await page.getByRole('button', { name: 'Send withdrawal' }).click();
  await answerOtp(page);
  await expect(page.getByText(/^Withdrawal (.+) created \(progress\)\./)).toBeVisible();
});

// `SCREENSHOTS=1` keeps the shots in docs/screenshots/portals/ (else the test's output).
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/portals') : null;
for (const scheme of ['light', 'dark'] as const) {
  test(`portal services fit 390 and 1366 px, ${scheme}`, async ({ page }, info) => {
    await useScheme(page, scheme);
    await signInByApi(page, 'manager@acme.test');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/manager/portal-services/free_market');
      await expect(page.getByRole('rowheader', { name: 'free market EUR' })).toBeVisible();
      const file = `portal-services-${width}-${scheme}.png`;
      await page.screenshot({
        path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file),
        fullPage: true,
      });
      expect(await scrollsSideways(page), `${width} px scrolls sideways`).toBe(false);
    }
  });
}
