import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { useScheme as colourScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import type { SavedTransaction } from '../support/moves.js';
import { bookAtQuote, trackQuotes } from '../support/quotes.js';
import { signInByApi } from '../support/session.js';

// Acme's payments manager signs this file's moves: the demo manager's codes go to other specs.
const SIGNER = 'payments@acme.test';

// One manager, one sandbox: in order, so balances and single-use codes follow the steps.
test.describe.configure({ mode: 'serial' });

interface Account {
  id: number;
  name: string;
  currency: string;
  available_balance: string;
}

async function balances(page: Page): Promise<Map<string, Account>> {
  const token = await apiToken(page.request, SIGNER);
  const { data } = await apiGet<Account[]>(page.request, token, 'manager/bank-accounts');
  return new Map(data.map((a) => [a.name, a]));
}

/**
 * The transaction the submit created, as the API has it: settled at the quote the code
 * dialog approved, from and to the accounts chosen (not balance differences: other workers'
 * specs move Acme's main accounts at the same time).
 */
function expectSettledAtQuote(
  booked: SavedTransaction | null | undefined,
  from: Account | undefined,
  to: Account | undefined,
) {
  expect(booked).toMatchObject({
    status: 'settled',
    bank_account_id: from?.id,
    to_account_id: to?.id,
  });
}

const PAIR_LABELS = { amount: 'Amount', received: 'Amount received' };

test('an EUR to GBP exchange: a rate tick between the quote and the code books exactly what was approved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const quotes = trackQuotes(page);
  await signInByApi(page, SIGNER);
  const before = await balances(page);
  await page.goto('/manager/payments/exchange/create?amt=250');
  await expect(page.getByRole('heading', { name: 'Exchange' })).toBeVisible();
  await expect(page.getByLabel('From account')).toHaveValue(
    String(before.get('Acme EUR main')?.id),
  );
  await expect(page.getByLabel('To account')).toHaveValue(String(before.get('Acme GBP')?.id));
  await expect(page.getByText(/New rate in \d+ s/)).toBeVisible();
  await expect(page.locator('[data-to-amount]')).toBeVisible();
  const rounds = await bookAtQuote(page, {
    button: 'Exchange',
    submitPath: /\/manager\/transactions\/transfer$/,
    labels: PAIR_LABELS,
    pair: ['EUR', 'GBP'],
    signer: SIGNER,
    quotes,
    wait: 'tick',
  });
  expectSettledAtQuote(rounds.at(-1)?.booked, before.get('Acme EUR main'), before.get('Acme GBP'));
  test.info().annotations.push({
    type: 'quote',
    description: `approved ${rounds.at(-1)?.approved.received} GBP, booked ${rounds.at(-1)?.booked?.to_amount}; rate moved meanwhile: ${rounds.at(-1)?.rateMoved}; rounds: ${rounds.length}`,
  });
});

test('an EUR to BTC convert goes through the code and settles at the quote shown', async ({
  page,
}) => {
  const quotes = trackQuotes(page);
  await signInByApi(page, SIGNER);
  const before = await balances(page);
  await page.goto('/manager/payments/convert/create?amt=100');
  await expect(page.getByRole('heading', { name: 'Convert' })).toBeVisible();
  await expect(page.getByLabel('To account')).toHaveValue(String(before.get('Acme BTC')?.id));
  // Typing the amount computes the amount received at the rate shown (PP-5-19).
  await expect(page.getByLabel('Amount received')).not.toHaveValue('');
  const rounds = await bookAtQuote(page, {
    button: 'Convert',
    submitPath: /\/manager\/transactions\/convert$/,
    labels: PAIR_LABELS,
    pair: ['EUR', 'BTC'],
    signer: SIGNER,
    quotes,
    wait: 0,
  });
  expectSettledAtQuote(rounds.at(-1)?.booked, before.get('Acme EUR main'), before.get('Acme BTC'));
});

test('the countdown visibly restarts with a new rate', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, SIGNER);
  await page.goto('/manager/payments/exchange/create');
  const quote = page.locator('[part="quote"]');
  const value = page.locator('[data-rate]');
  await expect(value).toBeVisible();
  const first = await value.getAttribute('data-rate');
  await expect(quote).toHaveAttribute('data-timer', /^[0-7]$/, { timeout: 15_000 });
  // Follow the server's answers, not the clock: each refresh shows the rate it answered and
  // restarts the countdown at 10. Two windows in a row may hash to the same rate (about 1 in
  // 40), so up to three refreshes are followed until the shown rate differs from the first.
  let shown = first;
  for (let refresh = 0; refresh < 3 && shown === first; refresh++) {
    const answer = await page.waitForResponse(
      (r) => r.url().includes('/exchange/rates-by-currency/'),
      {
        timeout: 15_000,
      },
    );
    const rate = ((await answer.json()) as { data: { rate: string } }).data.rate;
    await expect(value).toHaveAttribute('data-rate', rate);
    await expect(quote).toHaveAttribute('data-timer', /^(10|9|8)$/);
    shown = rate;
  }
  expect(shown, 'three refreshes in a row showed the first rate').not.toBe(first);
});

test('a hidden tab makes no rate requests', async ({ page }) => {
  await signInByApi(page, SIGNER);
  await page.goto('/manager/payments/exchange/create');
  await expect(page.locator('[data-rate]')).toBeVisible();
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/exchange/rates-by-currency/')) requests++;
  });
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (h ? 'hidden' : 'visible'),
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await page.waitForTimeout(12_000);
  expect(requests).toBe(0);
  await setHidden(false);
  await expect.poll(() => requests).toBeGreaterThan(0);
});

test('a reader cannot open the transfer, exchange or convert pages', async ({ page }) => {
  await signInByApi(page, 'reader@acme.test');
  for (const kind of ['transfer', 'exchange', 'convert']) {
    await page.goto(`/manager/payments/${kind}/create`);
    await expect(page).not.toHaveURL(new RegExp(`/manager/payments/${kind}`));
    await expect(page.getByLabel('From account')).toHaveCount(0);
  }
});

// The three screens at a phone's and a laptop's width, light and dark; `SCREENSHOTS=1`
// writes them to docs/screenshots/transfer/, otherwise into the test's output.
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/transfer') : null;
test('the three screens fit 390 and 1366 px, light and dark', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signInByApi(page, SIGNER);
  for (const scheme of ['light', 'dark'] as const) {
    await colourScheme(page, scheme);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const kind of ['transfer', 'exchange', 'convert']) {
        await page.goto(`/manager/payments/${kind}/create`);
        await expect(page.locator('[part="grand-total"] dd').first()).toBeVisible();
        if (kind !== 'transfer') await expect(page.locator('[data-rate]')).toBeVisible();
        expect(await scrollsSideways(page), `${kind} scrolls sideways`).toBe(false);
        const file = `${kind}-${width}-${scheme}.png`;
        await page.screenshot({ path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file) });
      }
    }
  }
});
