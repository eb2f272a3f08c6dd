import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { nextSavedTransaction } from '../support/moves.js';
import { answerOtp } from '../support/otp.js';
import { local, PORTS } from '../support/ports.js';
import { bookAtQuote, submitAtQuote, trackQuotes } from '../support/quotes.js';
import { signInByApi } from '../support/session.js';

// Issue 18: the crypto screens against the real sandbox, as Acme's manager (crypto,
// portals, Google two-factor). Serial: one manager, single-use codes in the order written.
test.describe.configure({ mode: 'serial' });

// Acme's treasurer signs this file's moves: the demo manager's codes go to other specs.
const MANAGER = 'treasurer@acme.test';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

type Account = { id: number; name: string; available_balance: string; total_balance: string };
async function account(page: Page, name: string): Promise<Account> {
  const token = await apiToken(page.request, MANAGER);
  const list = await apiGet<Account[]>(page.request, token, 'manager/bank-accounts');
  return list.data.find((a) => a.name === name) as Account;
}

test('saved wallets: create and delete with their toasts and the Yes/No question', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/manager/crypto/wallets');
  await expect(page.getByRole('heading', { name: 'Crypto wallets' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Cold storage' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New wallet' });
  await form.getByLabel('Name').fill('E2E payout');
  await form.getByLabel('Currency').selectOption('BTC');
  // One character off: the checksum catches it before anything is sent.
  await form.getByLabel(/^Wallet address/).fill(`${BTC_ADDRESS.slice(0, -1)}x`);
  await form.getByRole('button', { name: 'Create wallet' }).click();
  await expect(
    form.getByText('This bitcoin address has a wrong checksum: check it for typos.'),
  ).toBeVisible();
  await form.getByLabel(/^Wallet address/).fill(BTC_ADDRESS);
  await form.getByRole('button', { name: 'Create wallet' }).click();
  await expect(page.getByText('Wallet E2E payout created successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'E2E payout' })).toBeVisible();
  // The toast lasts 3 seconds.
  await expect(page.getByText('Wallet E2E payout created successfully')).toBeHidden({
    timeout: 6_000,
  });

  await page.getByRole('searchbox', { name: 'Search by name or address' }).fill('E2E PAY');
  await expect(page.getByRole('rowheader', { name: 'Cold storage' })).toBeHidden();
  await page.getByRole('button', { name: 'Delete wallet E2E payout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete wallet' });
  await expect(confirm.getByText('Are you sure you want to delete this wallet?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Wallet removed successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'E2E payout' })).toBeHidden();
});

test('withdraw to a saved wallet through the code dialog moves the money', async ({ page }) => {
  // On the default theme Acme (portals) would be sent to its portal service (PP-2.2-11).
  await page.addInitScript(() => localStorage.setItem('activeTheme', 'finovo'));
  await signInByApi(page, MANAGER);
  const before = await account(page, 'Acme BTC');
  await page.goto(`/manager/crypto/withdraw?amt=0.002&aid=${before.id}&tid=99`);
  await expect(page.getByRole('heading', { name: 'Withdraw crypto' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('0.002');
  await expect(page.getByLabel('Network')).toHaveValue('bitcoin');
  // No wallet yet: no fee preview (PP-5-16).
  const total = page.getByRole('region', { name: 'Fees and total' });
  await expect(total.getByText('Total', { exact: true })).toBeHidden();
  await page
    .getByLabel('Saved wallet')
    .selectOption({ label: 'Cold storage (bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh)' });
  await expect(total.getByText(/^0\.0021\sBTC$/).first()).toBeVisible();
  const saved = nextSavedTransaction(page, MANAGER);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await answerOtp(page, MANAGER);
  await expect(page.getByText(/^Withdrawal .+ created \(progress\)\./)).toBeVisible();
  // Exact, 8 decimals (the exchange spec credits Acme BTC meanwhile: the transaction, not
  // a balance difference).
  expect(await saved).toMatchObject({
    status: 'progress',
    total_amount: '0.00210000',
    currency: 'BTC',
    bank_account_id: before.id,
  });
});

test('receive shows the address, link and QR code, and a deposit arrives live', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/manager/crypto/receive');
  await expect(page.getByRole('heading', { name: 'Receive crypto' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('0.001');
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^bc1q[a-z0-9]{38}$/);
  const text = (await address.textContent()) as string;
  await expect(page.getByTestId('payment-link')).toHaveText(
    `bitcoin:${text}?amount=0.001&label=Flexportal+deposit`,
  );
  await expect(page.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
  await expect(page.getByLabel('Sell automatically on arrival')).toBeChecked();

  const res = await page.request.post(`${local(PORTS.sandbox)}/sandbox/crypto-deposits`, {
    data: { address: text, amount: '0.005', delay_ms: 1500 },
  });
  expect(res.status()).toBe(202);
  await expect(page.getByText(/^Deposit received: 0\.005\sBTC\./)).toBeVisible({
    timeout: 15_000,
  });
});

test('a reader sees none of the crypto actions', async ({ page }) => {
  await signInByApi(page, 'reader@acme.test');
  await page.goto('/manager');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  for (const item of ['Buy crypto', 'Sell crypto', 'Receive crypto', 'Withdraw crypto']) {
    await expect(menu.getByRole('link', { name: item })).toHaveCount(0);
  }
  for (const path of ['buy', 'sell', 'receive', 'withdraw', 'wallets']) {
    await page.goto(`/manager/crypto/${path}`);
    // Refused, and told so where it lands (issue 38: no silent bounce).
    await expect(page).toHaveURL(/\/manager\?refused=manager\.crypto\.[\w.-]+$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'is not open to your user' }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Create wallet' })).toHaveCount(0);
});

test('buy BTC with EUR: a rate tick between the quote and the code books exactly what was approved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const quotes = trackQuotes(page);
  await signInByApi(page, MANAGER);
  const eur = await account(page, 'Acme EUR main');
  const btc = await account(page, 'Acme BTC');
  await page.goto(`/manager/crypto/buy?aid=${eur.id}&tid=${btc.id}`);
  await expect(page.getByRole('heading', { name: 'Buy crypto' })).toBeVisible();
  await expect(page.getByText(/^New rate in \d+ s$/)).toBeVisible();
  await page.getByLabel('You pay').fill('250');
  await expect(page.getByLabel('You get (crypto)')).toHaveValue(/^0\.004\d{5}$/);
  await page
    .getByLabel('Saved wallet')
    .selectOption({ label: 'Cold storage (bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh)' });
  const total = page.getByRole('region', { name: 'Fees and total' });
  await expect(total.getByText(/^251\.25\sEUR$/).first()).toBeVisible();
  // One click opens the code dialog; the rate moves while it is open (issue 36).
  const rounds = await bookAtQuote(page, {
    button: 'Buy crypto',
    submitPath: /\/manager\/crypto\/[^/]+\/exchange\/fiat-crypto$/,
    labels: { amount: 'You pay', received: 'You get (crypto)' },
    pair: ['EUR', 'BTC'],
    signer: MANAGER,
    quotes,
    wait: 'tick',
  });
  await expect(page.getByText(/^Purchase .+ created \(settled\)\./)).toBeVisible();
  const last = rounds.at(-1);
  // Acme EUR main moves under other specs too: the transaction, exact, not a difference.
  expect(last?.booked).toMatchObject({
    status: 'settled',
    total_amount: '251.25',
    currency: 'EUR',
    bank_account_id: eur.id,
    to_account_id: btc.id,
  });
  test.info().annotations.push({
    type: 'quote',
    description: `approved ${last?.approved.received} BTC, booked ${last?.booked?.to_amount}; rate moved meanwhile: ${last?.rateMoved}; rounds: ${rounds.length}`,
  });
});

test('sell ETH to EUR: a quote past its 30 s shows the new quote, then books exactly that', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const quotes = trackQuotes(page);
  await signInByApi(page, MANAGER);
  const eth = await account(page, 'Acme ETH');
  const eur = await account(page, 'Acme EUR main');
  await page.goto(`/manager/crypto/sell?aid=${eth.id}&tid=${eur.id}`);
  await expect(page.getByRole('heading', { name: 'Sell crypto' })).toBeVisible();
  await page.getByLabel('You sell').fill('0.5');
  await expect(page.getByLabel('You get (fiat)')).toHaveValue(/^[\d,]{3,6}\.\d{2}$/);
  const total = page.getByRole('region', { name: 'Fees and total' });
  await expect(total.getByText(/^0\.5025\sETH$/).first()).toBeVisible();
  const options = {
    button: 'Sell crypto',
    submitPath: /\/manager\/crypto\/[^/]+\/exchange\/crypto-fiat$/,
    labels: { amount: 'You sell', received: 'You get (fiat)' },
    pair: ['ETH', 'EUR'] as [string, string],
    signer: MANAGER,
    quotes,
  };
  // The code is typed 31 s after the click: the quote no longer holds.
  const refused = await submitAtQuote(page, { ...options, wait: 31_000 });
  expect(refused.booked).toBeNull();
  const rounds = await bookAtQuote(page, { ...options, wait: 0 });
  await expect(page.getByText(/^Sale .+ created \(settled\)\./)).toBeVisible();
  const after = await account(page, 'Acme ETH');
  const units = (v: string) => BigInt(v.replace('.', ''));
  expect(units(eth.available_balance) - units(after.available_balance)).toBe(50_250_000n);
  expect(rounds.at(-1)?.booked).toMatchObject({
    status: 'settled',
    bank_account_id: eth.id,
    to_account_id: eur.id,
  });
  test.info().annotations.push({
    type: 'quote',
    description: `refused after 31 s (approved ${refused.approved.received} EUR, nothing booked); then approved ${rounds.at(-1)?.approved.received}, booked ${rounds.at(-1)?.booked?.to_amount}`,
  });
});

// The crypto screens at a phone's and a laptop's width, light and dark: none scrolls
// sideways; `SCREENSHOTS=1` writes the pictures to docs/screenshots/crypto/.
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/crypto') : null;
for (const scheme of ['light', 'dark'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ] as const) {
    test(`${size.width} px, ${scheme}: the crypto screens fit the width`, async ({
      page,
    }, info) => {
      test.setTimeout(120_000);
      await page.addInitScript(() => localStorage.setItem('activeTheme', 'finovo'));
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await signInByApi(page, MANAGER);
      const screens: Array<[string, string, () => Promise<void>]> = [
        [
          'wallets',
          '/manager/crypto/wallets',
          async () => {
            await expect(page.getByRole('rowheader', { name: 'Cold storage' })).toBeVisible();
          },
        ],
        [
          'withdraw',
          '/manager/crypto/withdraw',
          async () => {
            await page
              .getByLabel('Saved wallet')
              .selectOption({ label: 'Cold storage (bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh)' });
            await expect(
              page
                .getByRole('region', { name: 'Fees and total' })
                .getByText('Total', { exact: true }),
            ).toBeVisible();
          },
        ],
        [
          'receive',
          '/manager/crypto/receive',
          async () => {
            await expect(
              page.getByRole('img', { name: 'QR code of the payment link' }),
            ).toBeVisible();
          },
        ],
        [
          'buy',
          '/manager/crypto/buy?amt=250',
          async () => {
            await page
              .getByLabel('Saved wallet')
              .selectOption({ label: 'Cold storage (bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh)' });
            await expect(
              page
                .getByRole('region', { name: 'Fees and total' })
                .getByText('Total', { exact: true }),
            ).toBeVisible();
          },
        ],
        [
          'sell',
          '/manager/crypto/sell?amt=0.05',
          async () => {
            await expect(
              page
                .getByRole('region', { name: 'Fees and total' })
                .getByText('Total', { exact: true }),
            ).toBeVisible();
          },
        ],
      ];
      for (const [name, url, ready] of screens) {
        await page.goto(url);
        await ready();
        expect(await scrollsSideways(page), `${name} scrolls sideways`).toBe(false);
        const file = `crypto-${name}-${size.width}-${scheme}.png`;
        await page.screenshot({
          path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file),
          fullPage: true,
        });
      }
    });
  }
}
