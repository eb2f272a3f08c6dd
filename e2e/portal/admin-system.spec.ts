import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { expectAccessible, useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { DEMO_PASSWORD } from '../support/login.js';
import { local, PORTS } from '../support/ports.js';
import { signInByApi } from '../support/session.js';

// Issue 23: the system overview (AC-2admin-16, AC-3-35, AC-9-03, AC-9-04) and the CRM
// host's company profile (AC-7admin-10, spec 2). Nothing here changes shared data: the
// overview only reads, and the profile is only looked at.

const ADMIN = 'admin@flexportal.test';
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/admin-system') : null;

/** The CPU chart's accessible name: it names the time of its newest sample. */
const cpuChart = (page: Page) => page.getByRole('img', { name: /^CPU load over 1 minute/ });

test('an administrator watches the CPU chart move with each refresh (AC-9-03)', async ({
  page,
}) => {
  await signInByApi(page, ADMIN);
  // The screen's documented `refreshSeconds` (default 20 s) shortens the wait, not the path.
  await page.goto('/admin/system/cpu?refreshSeconds=2');
  await expect(page.getByRole('heading', { name: 'System overview: CPU' })).toBeVisible();
  await expect(page.getByText('Refreshes every 2 s while this page is visible.')).toBeVisible();
  await expect(page.getByText('Cores')).toBeVisible();
  const chart = cpuChart(page);
  const first = await chart.getAttribute('aria-label');
  // The second refresh brings a new sample: the chart now ends at a later time.
  await expect(chart).not.toHaveAttribute('aria-label', first ?? '', { timeout: 15_000 });
  const second = await chart.getAttribute('aria-label');
  await expect(chart).not.toHaveAttribute('aria-label', second ?? '', { timeout: 15_000 });
  await expectAccessible(page, 'system overview cpu');
});

test('the disk is shown in GB, bytes / 1073741824 (AC-9-04)', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const { data } = await apiGet<{ series: Array<{ total: string }> }>(
    request,
    token,
    'a/system/hdd?per_page=1',
  );
  const total = BigInt(data.series[0]?.total ?? '0');
  // To 2 decimals, half up, in whole numbers: the size of the disk does not change.
  const GB = 1073741824n;
  const hundredths = (total * 200n + GB) / (2n * GB);
  const expected = `${(hundredths / 100n).toLocaleString('en-US')}.${String(hundredths % 100n).padStart(2, '0')} GB`;

  await signInByApi(page, ADMIN);
  await page.goto('/admin/system/hdd');
  await expect(page.getByRole('heading', { name: 'System overview: Disk' })).toBeVisible();
  const figure = page.locator('dt', { hasText: /^Total$/ }).locator('+ dd');
  await expect(figure).toHaveText(expected);
  await expect(page.getByRole('img', { name: /^Disk space used in GB/ })).toBeVisible();
});

test('the menu lists every subpage, and a series without a source says so', async ({ page }) => {
  await signInByApi(page, ADMIN);
  await page.goto('/admin/system/crm_queue_upsert');
  // In words, as the screens' headings say them, never the subpage's internal name.
  for (const [subpage, name] of [
    ['rabbitmq', 'Message queue'],
    ['cpu', 'CPU'],
    ['hdd', 'Disk'],
    ['crm_queue_upsert', 'CRM queue (upsert)'],
    ['crm_queue_tags', 'CRM queue (tags)'],
  ]) {
    await expect(
      page.getByRole('link', { name: `System overview: ${name}`, exact: true }),
    ).toHaveAttribute('href', `/admin/system/${subpage}`);
  }
  await expect(
    page.getByText('This series has no source: the sandbox runs no CRM queue'),
  ).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(0);
  await page.getByRole('link', { name: 'System overview: Message queue', exact: true }).click();
  await expect(page.getByText(/its own import and report jobs stand in for it/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Jobs waiting or running/ })).toBeVisible();
  await expectAccessible(page, 'system overview rabbitmq');
});

test('a CRM host opens the company profile of its record in the iframe (AC-7admin-10)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${local(PORTS.exampleCrm)}/account.html?zoho_id=ZC-1003`);
  const iframe = page.locator('#portal iframe');
  const src = new URL((await iframe.getAttribute('src')) ?? '');
  expect(src.pathname).toBe('/iframe-widget/company-profile');
  expect(src.searchParams.get('zoho_id')).toBe('ZC-1003');
  expect(src.searchParams.get('crm_parent')).toBe(local(PORTS.exampleCrm));

  // The administrator signs in inside the frame, and comes back to the profile.
  const portal = page.frameLocator('#portal iframe');
  await portal.getByLabel('E-mail').fill(ADMIN);
  await portal.getByLabel('Password').fill(DEMO_PASSWORD);
  await portal.getByRole('button', { name: 'Log in' }).click();
  await expect(portal.getByRole('heading', { name: 'Globex Corporation' })).toBeVisible();
  await expect(portal.getByText('manager@globex.test')).toBeVisible();
  await expect(page.locator('#signed-in')).toHaveText(`Signed in to the portal as ${ADMIN}`);
  await expectAccessible(page, 'CRM host company profile');
  expect(errors).toEqual([]);
});

// At a phone's and a laptop's width, light and dark; `SCREENSHOTS=1` writes them to
// docs/screenshots/admin-system/ (else the test's output).
for (const scheme of ['light', 'dark'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`${size.width} px, ${scheme}: the overview and the CRM profile fit`, async ({
      page,
    }, info) => {
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await signInByApi(page, ADMIN);
      const shot = (name: string) => {
        const file = `${name}-${size.width}-${scheme}.png`;
        return page.screenshot({
          path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file),
          fullPage: true,
        });
      };
      for (const subpage of ['cpu', 'hdd'] as const) {
        await page.goto(`/admin/system/${subpage}`);
        await expect(page.locator('svg.fp-chart')).toBeVisible();
        expect(await scrollsSideways(page)).toBe(false);
        await shot(`system-${subpage}`);
      }
      await page.goto('/iframe-widget/company-profile?zoho_id=ZC-1003');
      await expect(page.getByRole('heading', { name: 'Globex Corporation' })).toBeVisible();
      await expect(page.getByText('manager@globex.test')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await scrollsSideways(page)).toBe(false);
      await shot('crm-company-profile');
    });
  }
}
