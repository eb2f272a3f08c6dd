import { SCREENS } from '@flexportal/react/registry';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { axeTally, useScheme } from '../support/axe.js';
import { login } from '../support/login.js';
import { registerManager } from '../support/register.js';

// R14: axe on every portal route with a screen and every embed screen, in the loaded,
// empty, error and dialog-open states, light and dark. Empty states and the dialogs that
// change data are reached with a company registered here, so no other spec's data moves;
// the dialogs are only opened and closed, never confirmed.

const IBAN = 'DE89 3704 0044 0532 0130 00';

/** Lets a screen load its data: no busy region left, then a short pause for late paint. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 8_000 })
    .toBe(0)
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Registers an individual company with account creation on, enabled by the admin. */
async function freshManager(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const { email, companyId } = await registerManager(request, 'a11y', {
    first_name: 'Ada',
    last_name: 'Access',
    company_name: 'Axe Checks',
    legal_type: 'individual',
  });
  const admin = await apiToken(request, 'admin@flexportal.test');
  const enabled = await request.put(`/api/v2/a/companies/${companyId}`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { enabled: true, enabled_features: ['create_accounts'] },
  });
  expect(enabled.status()).toBe(200);
  return { email, token: await apiToken(request, email) };
}

/**
 * Every screen frame mode may show, from the registry (a new screen is checked the day it
 * is registered), with its example attributes as the query; the overview of a real
 * transaction of this company.
 */
const EMBEDS = (txId: number) =>
  SCREENS.filter((s) => s.frame).map((s) => {
    const query = new URLSearchParams();
    const attributes: Readonly<Record<string, string>> =
      ('example' in s && s.example.attributes) || {};
    for (const [name, value] of Object.entries(attributes))
      query.set(
        name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
        value,
      );
    if (s.name === 'transaction') query.set('transactionId', String(txId));
    return query.size ? `/embed/${s.name}?${query}` : `/embed/${s.name}`;
  });

/** Pages per test of the loaded embed walk (about a minute of axe on a loaded runner). */
const EMBED_PART = 12;

/** A settled transaction and a beneficiary of the demo company, for the detail pages. */
async function soloFixtures(
  request: APIRequestContext,
): Promise<{ tx: number; agent: number | undefined }> {
  const token = await apiToken(request, 'solo@individual.test');
  const [tx] = (
    await apiGet<{ id: number }[]>(request, token, 'manager/transactions?mode=settled&per_page=1')
  ).data;
  const [agent] = (
    await apiGet<{ id: number }[]>(request, token, 'manager/transactions/agents?per_page=1')
  ).data;
  expect(tx?.id).toBeGreaterThan(0);
  return { tx: tx?.id as number, agent: agent?.id };
}

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`R14 ${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await useScheme(page, scheme);
    });

    test('guest screens, loaded and with errors', async ({ page }) => {
      test.setTimeout(90_000);
      const tally = axeTally(`guest ${scheme}`);
      for (const path of ['/login', '/registration', '/forgot-password', '/404']) {
        await page.goto(path);
        await settle(page);
        await tally.check(page, path);
      }
      await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
      // Error states: the forms submitted empty or wrong, a dead link.
      await page.goto('/registration');
      await page.locator('form button[type="submit"]').first().click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await tally.check(page, '/registration with field errors');
      await page.goto('/forgot-password');
      await page.getByLabel('E-mail').fill('not-an-email');
      await page.locator('form button[type="submit"]').first().click();
      await settle(page);
      await tally.check(page, '/forgot-password with an error');
      await page.goto('/login');
      await page.getByLabel('E-mail').fill('solo@individual.test');
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await tally.check(page, '/login with an error');
      for (const path of ['/reset-password/1/not-a-key', '/legacy/not-a-key']) {
        await page.goto(path);
        await settle(page);
        await tally.check(page, `${path} (invalid link)`);
      }
      tally.finish(9);
    });

    // The loaded walk is split in parts of at most EMBED_PART pages: one test of ~50 pages
    // ran past any sensible timeout on a loaded 2-core runner while every page passed.
    test('manager screens, loaded', async ({ page }) => {
      test.setTimeout(150_000);
      const tally = axeTally(`loaded ${scheme}`);
      const { tx, agent } = await soloFixtures(page.request);
      await login(page, 'solo@individual.test');
      const paths = [
        '/manager',
        '/manager/accounts',
        '/manager/accounts/fiat',
        '/manager/transactions/settled',
        '/manager/transactions/progress',
        '/manager/transactions/denied',
        `/manager/transactions/${tx}`,
        '/manager/transaction-agents',
        '/manager/transaction-agents/create',
        ...(agent ? [`/manager/transaction-agents/${agent}`] : []),
        '/manager/payments/withdrawal/create',
        '/manager/profile',
        '/menu',
      ];
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        await tally.check(page, path);
      }
      // Error state: the withdrawal sent empty shows its field errors (no code is asked).
      await page.goto('/manager/payments/withdrawal/create');
      await settle(page);
      await page.getByRole('button', { name: 'Send withdrawal' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await tally.check(page, 'withdrawal with field errors');
      tally.finish(paths.length + 1);
    });

    const embedCount = EMBEDS(0).length;
    for (let from = 0; from < embedCount; from += EMBED_PART) {
      const part = `${from / EMBED_PART + 1} of ${Math.ceil(embedCount / EMBED_PART)}`;
      test(`embedded screens, loaded (part ${part})`, async ({ page }) => {
        test.setTimeout(150_000);
        const tally = axeTally(`loaded embeds ${part} ${scheme}`);
        const { tx } = await soloFixtures(page.request);
        await login(page, 'solo@individual.test');
        const paths = EMBEDS(tx).slice(from, from + EMBED_PART);
        for (const path of paths) {
          await page.goto(path);
          await settle(page);
          await tally.check(page, path);
        }
        tally.finish(paths.length);
      });
    }

    test('manager screens empty, with errors and with dialogs open (a new company)', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const tally = axeTally(`empty ${scheme}`);
      const fresh = await freshManager(page.request);
      await login(page, fresh.email);
      const empty = [
        '/manager',
        '/manager/accounts',
        '/manager/transactions/settled',
        '/manager/transaction-agents',
        '/embed/accounts',
        '/embed/transactions',
        '/embed/beneficiaries',
        '/embed/dashboard',
      ];
      for (const path of empty) {
        await page.goto(path);
        await settle(page);
        await tally.check(page, `${path} (empty)`);
      }
      // Dialog: create an account (its submit stays disabled until a currency is chosen).
      await page.goto('/manager/accounts');
      await page.getByRole('button', { name: 'Create account' }).click();
      const create = page.getByRole('dialog');
      await expect(create).toBeVisible();
      await tally.check(page, 'create account dialog');
      await page.keyboard.press('Escape');
      // Error state: the beneficiary form sent empty.
      await page.goto('/manager/transaction-agents/create');
      await settle(page);
      await page.getByRole('button', { name: 'Save beneficiary' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await tally.check(page, 'beneficiary form with field errors');
      // Dialog: delete a beneficiary (opened, then closed).
      const agent = await page.request.post('/api/v2/manager/transactions/agents', {
        headers: { Authorization: `Bearer ${fresh.token}` },
        data: { legal_type: 'company', company_name: 'Delete Me Ltd', iban: IBAN },
      });
      expect(agent.status()).toBe(201);
      await page.goto(`/manager/transaction-agents/${(await agent.json()).data.id}`);
      await page.getByRole('button', { name: 'Delete beneficiary' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete beneficiary' })).toBeVisible();
      await tally.check(page, 'delete beneficiary dialog');
      await page.keyboard.press('Escape');
      tally.finish(empty.length + 3);
    });

    test('the two-factor and deny dialogs', async ({ page }) => {
      test.setTimeout(90_000);
      const tally = axeTally(`dialogs ${scheme}`);
      const token = await apiToken(page.request, 'manager@acme.test');
      // Deny is offered on pending withdrawals (canDeny); another worker may deny one meanwhile.
      const pending = (
        await apiGet<{ id: number; type: string }[]>(
          page.request,
          token,
          'manager/transactions?mode=progress&per_page=100',
        )
      ).data.filter((tx) => tx.type === 'withdrawal');
      await login(page, 'manager@acme.test');
      // The code dialog: a withdrawal sent opens it; it is closed without a code (none burnt).
      await page.goto('/manager/payments/withdrawal/create');
      await settle(page);
      await page.getByLabel('Amount').fill('3.21');
      await page.getByLabel('IBAN').fill(IBAN);
      await page.getByLabel('Sepa (EU , EEA)').check();
      await page.getByLabel('Company name').fill(`Axe ${scheme} Ltd`);
      await page.getByRole('button', { name: 'Send withdrawal' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await tally.check(page, 'two-factor code dialog');
      await page.keyboard.press('Escape');
      // The deny dialog of a pending transaction (opened, then closed).
      let opened = false;
      for (const tx of pending.slice(0, 5)) {
        await page.goto(`/manager/transactions/${tx.id}`);
        // Loaded (or failed): its heading replaces the loading skeleton. Before that there
        // is no Deny yet, whatever the transaction.
        await expect(page.locator('.fp-overview__title')).toBeVisible({ timeout: 15_000 });
        await settle(page);
        const deny = page.getByRole('button', { name: 'Deny', exact: true });
        if ((await deny.count()) === 0) continue;
        await deny.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await tally.check(page, 'deny transaction dialog');
        await page.keyboard.press('Escape');
        opened = true;
        break;
      }
      expect(opened, 'a pending acme transaction offers Deny').toBe(true);
      tally.finish(2);
    });

    test('administrator screens', async ({ page }) => {
      const tally = axeTally(`admin ${scheme}`);
      await login(page, 'admin@flexportal.test');
      for (const path of ['/admin/users', '/admin/profile', '/admin']) {
        await page.goto(path);
        await settle(page);
        await tally.check(page, path);
      }
      tally.finish(3);
    });
  });
}
