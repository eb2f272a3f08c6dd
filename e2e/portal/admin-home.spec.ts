import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { useScheme } from '../support/axe.js';
import { searchList } from '../support/list.js';
import { DEMO_PASSWORD } from '../support/login.js';
import { signInByApi } from '../support/session.js';

// Issue 22: the administrator's home and the users screens, in the portal, against the
// sandbox. Expected figures come from the API, so the checks hold whatever the seed holds.

/** A bearer token of a demo login, for the API checks beside the browser. */
async function tokenOf(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/v2/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.token.access_token as string;
}

const api = (page: Page, token: string, method: 'GET' | 'PUT', url: string, data?: unknown) =>
  page.request.fetch(`/api/v2/${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });

const figures = (page: Page, panel: string) =>
  page.getByRole('region', { name: panel }).locator('dd').allTextContents();

test('the administrator dashboard shows the figures the API gives, and the work waiting', async ({
  page,
}) => {
  const token = await tokenOf(page, 'admin@flexportal.test');
  const s = (await (await api(page, token, 'GET', 'a/users/statistic')).json()).data;
  await signInByApi(page, 'admin@flexportal.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transactions' }).locator('dd').first()).toHaveText(
    String(s.transactions.total),
  );
  expect((await figures(page, 'Transactions')).slice(0, 4)).toEqual(
    [
      s.transactions.total,
      s.transactions.recent,
      s.transactions.deposit,
      s.transactions.withdraw,
    ].map(String),
  );
  expect(await figures(page, 'Users')).toEqual(
    [s.users.total, s.users.new, s.users.active].map(String),
  );
  const waiting = page.getByRole('region', { name: 'Work waiting' });
  const action = waiting.getByRole('link', { name: 'Admin Action Required' });
  await expect(action).toHaveAttribute('href', '/admin/transactions/api');
  await expect(action.locator('xpath=..')).toContainText(String(s.waiting.admin_action_required));
  await expect(page.getByRole('img', { name: /Transaction volume in/ })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent users' });
  await expect(recent.getByRole('row')).toHaveCount(s.recent_users.length + 1);
});

test('an administrator finds a manager, edits them, resets their throttle, acts as them and comes back', async ({
  page,
}) => {
  // Two wrong passwords leave a throttle row to reset (five would lock the shared manager).
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post('/api/v2/auth/login', {
      data: { email: 'manager@acme.test', password: 'Wrong#2026x' },
    });
    expect(res.status()).toBe(422);
  }
  await signInByApi(page, 'admin@flexportal.test');
  await page.goto('/admin/users');
  await searchList(page, 'manager@acme');
  await page.getByRole('link', { name: 'manager@acme.test' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByText('Acme Ltd')).toBeVisible();
  await page.getByRole('link', { name: 'Edit user' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);

  const first = page.getByLabel('First name');
  const before = await first.inputValue();
  await first.fill('Mira');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Mira / })).toBeVisible();
  await expect(page.getByText(/Profile edited by admin@flexportal\.test/)).toBeVisible();
  // Put the shared manager's name back for the other tests.
  await page.getByLabel('First name').fill(before);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${before} `) })).toBeVisible();

  await page.getByRole('button', { name: 'Reset sign-in throttle' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sign-in throttle reset.' }),
  ).toBeVisible();
  await expect(page.getByText(/Sign-in throttle reset by admin@flexportal\.test/)).toBeVisible();

  await page.getByRole('button', { name: 'Log in as this user' }).click();
  await expect(page).toHaveURL(/\/manager$/);
  const banner = page.getByRole('status').filter({ hasText: 'You are acting as' });
  await expect(banner).toContainText('manager@acme.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
  await banner.getByRole('button', { name: 'Back To Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText(
    'admin@flexportal.test',
  );
});

test('an admin cannot make anyone super-admin; managers get 403 from a/ and no /admin', async ({
  page,
}) => {
  const ops = await tokenOf(page, 'ops@flexportal.test');
  const list = (await (await api(page, ops, 'GET', 'a/users?search=reader%40acme')).json()).data;
  const reader = list[0] as { id: number };
  await signInByApi(page, 'ops@flexportal.test');
  await page.goto(`/admin/users/${reader.id}/edit`);
  const role = page.getByLabel('Role', { exact: true });
  await expect(role.locator('option')).toHaveText(['Manager', 'Manager (read-only)']);
  const refused = await api(page, ops, 'PUT', `a/users/${reader.id}/role`, { role: 'super-admin' });
  expect(refused.status()).toBe(403);

  const manager = await tokenOf(page, 'reader@acme.test');
  for (const url of ['a/users/statistic', 'a/users', `a/users/${reader.id}`]) {
    expect((await api(page, manager, 'GET', url)).status(), url).toBe(403);
  }
});

// `SCREENSHOTS=1` writes them to docs/screenshots/adminhome/; otherwise into the test output.
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/adminhome') : null;
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`screenshots ${width} ${scheme}`, async ({ page }, info) => {
      await useScheme(page, scheme);
      await page.setViewportSize({ width, height: 900 });
      await signInByApi(page, 'admin@flexportal.test');
      const shots: Array<[string, string, RegExp | string]> = [
        ['dashboard', '/admin', 'Recent users'],
        ['users', '/admin/users', 'manager@acme.test'],
        ['user', '/admin/users/3', 'Last sign-ins'],
        ['user-edit', '/admin/users/3/edit', 'Change password'],
      ];
      for (const [name, url, ready] of shots) {
        await page.goto(url);
        await expect(page.getByText(ready).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // The chart's chunk loads after the figures: the shot waits for the bars.
        if (name === 'dashboard') {
          await expect(page.getByRole('img', { name: /Transaction volume in/ })).toBeVisible();
        }
        const file = `${name}-${width}-${scheme}.png`;
        await page.screenshot({
          path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file),
          fullPage: true,
        });
      }
    });
  }
}
