import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { unusedCode } from '../support/otp.js';
import { local, PORTS } from '../support/ports.js';
import { signInByApi } from '../support/session.js';

// Issue 24: Acme's manager creates a product with an image on /manager/products; a guest
// (a new browser context, no session) opens its purchase link, makes a payment wallet and
// watches the status turn paid by itself when the sandbox's simulated payment arrives.
// Then Acme's manager sees a transaction of Hooli (its affiliate) in the affiliates' list.
const ACME = 'manager@acme.test';
const HOOLI = 'manager@hooli.test';
const SANDBOX = local(PORTS.sandbox);
// A real 1x1 PNG: the browser must be able to draw what the sandbox serves.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a product with an image is bought by a guest, whose page turns paid live', async ({
  page,
  browser,
}) => {
  const name = `Coffee beans ${Date.now()}`;
  await signInByApi(page, ACME);
  await page.goto('/manager/products');
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price').fill('0.0015');
  await form.getByLabel('Paid to (crypto account)').selectOption({ label: 'Acme BTC (BTC)' });
  await form.getByLabel('Description').fill('One kilo, roasted');
  await form.getByLabel('Image').setInputFiles({
    name: 'beans.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('0.0015 BTC')).toBeVisible();
  const image = row.getByRole('img', { name: `Image of ${name}` });
  await expect(image).toBeVisible();
  // The image came back from the sandbox and was drawn (same origin, under the strict CSP).
  await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(1);
  const link = (await row.getByRole('link').getAttribute('href')) as string;
  expect(link).toMatch(/\/purchase\/[a-f0-9]{32}$/);

  // The guest: another browser context, nobody signed in.
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    const violations: string[] = [];
    guest.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name })).toBeVisible();
    await expect(guest.getByText('One kilo, roasted')).toBeVisible();
    await expect(guest.getByText('Sold by Acme Ltd')).toBeVisible();
    await expect(guest.getByRole('img', { name: `Image of ${name}` })).toBeVisible();
    await guest.getByRole('button', { name: 'Pay 0.0015 BTC' }).click();
    const address = (await guest.getByTestId('purchase-address').textContent()) as string;
    expect(address).toMatch(/^bc1q[0-9a-z]+$/);
    await expect(guest.getByTestId('purchase-link')).toHaveText(
      `bitcoin:${address}?amount=0.00150000&label=${new URLSearchParams({ l: name }).toString().slice(2)}`,
    );
    await expect(guest.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
    const status = guest.getByTestId('purchase-status');
    await expect(status).toHaveText('Waiting for your payment…');

    // The sandbox's simulated payment (a dev tool of the sandbox itself, not the portal).
    const paid = await guest.request.post(`${SANDBOX}/sandbox/product-payments`, {
      data: { address, delay_ms: 500 },
    });
    expect(paid.status()).toBe(202);
    // No reload: the page asks for the status itself.
    await expect(status).toHaveText(/^Paid\. Thank you! Paid at /, { timeout: 15_000 });
    await expect(guest.getByTestId('purchase-address')).toHaveCount(0);
    expect(violations).toEqual([]);
  } finally {
    await guestContext.close();
  }
});

test("Acme's manager sees its affiliate Hooli's transaction in the affiliates' list", async ({
  page,
}) => {
  const hooli = await apiToken(page.request, HOOLI);
  const acme = await apiToken(page.request, ACME);
  const [from] = (await apiGet<Array<{ id: number }>>(page.request, hooli, 'manager/bank-accounts'))
    .data;
  const owner = (
    await apiGet<{ accounts: Array<{ id: number; currency: string }> }>(
      page.request,
      hooli,
      'manager/affiliate-owner',
    )
  ).data;
  const to = owner.accounts.find((a) => a.currency === 'EUR');
  const body = { bank_account_id: from?.id, to_account_id: to?.id, amount: '2.46' };
  const send = (code?: string) =>
    page.request.post('/api/v2/manager/transactions/send-funds-affiliate', {
      headers: { Authorization: `Bearer ${hooli}`, ...(code ? { 'X-OTP-Code': code } : {}) },
      data: body,
    });
  expect((await send()).status()).toBe(403);
  let created = await send(await unusedCode(SANDBOX, HOOLI));
  if (created.status() === 403) created = await send(await unusedCode(SANDBOX, HOOLI));
  expect(created.status()).toBe(201);
  const tx = (await created.json()).data as { id: number; name: string };
  // Not Acme's own: its list never shows it.
  const own = await apiGet<unknown[]>(page.request, acme, `manager/transactions?tid[]=${tx.id}`);
  expect(own.data).toEqual([]);

  await signInByApi(page, ACME);
  await page.goto('/manager/affiliates/transactions/settled');
  const row = page.getByRole('row').filter({ hasText: tx.name });
  await expect(row).toBeVisible();
  await expect(row.getByText(/2\.46/).first()).toBeVisible();
  // Another company's transaction opens no overview.
  await expect(row.getByRole('link')).toHaveCount(0);
});
