import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import type { Product } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import { ProductPurchase } from './ProductPurchase.js';

// Against the real sandbox: the manager makes the product, a guest (no session) buys it.
const api = inject('sandboxApiUrl');
const slow = { timeout: 20_000 };
const guest = () => createClient({ baseURL: api, storage: createMemoryStorage() });
let manager: FlexportalClient;
let product: Product;

beforeAll(async () => {
  manager = await signedIn('manager@acme.test');
  const accounts =
    await manager.http.data<Array<{ id: number; name: string }>>('manager/bank-accounts');
  const usdt = accounts.find((a) => a.name === 'Acme USDT');
  const form = new FormData();
  form.set('name', 'Tea <b>strong</b>');
  form.set('description', 'Green tea');
  form.set('price', '12.5');
  form.set('bank_account_id', String(usdt?.id));
  product = await manager.http.data<Product>('manager/products', { method: 'POST', body: form });
});

/** The sandbox's simulated payment of a wallet (a dev tool outside the API). */
async function pay(address: string) {
  const res = await fetch(new URL('/sandbox/product-payments', api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ address, delay_ms: 200 }),
  });
  expect(res.status).toBe(202);
}

describe('<ProductPurchase> against the sandbox', () => {
  it('shows the product to a guest, makes a wallet with address, link and QR, and turns paid by itself', async () => {
    const onPaid = vi.fn();
    render(
      <FlexportalProvider client={guest()}>
        <ProductPurchase productHash={product.hash} onPaid={onPaid} />
      </FlexportalProvider>,
    );
    // The name is text, never markup.
    expect(await screen.findByRole('heading', { name: 'Tea <b>strong</b>' }, slow)).toBeTruthy();
    expect(screen.getByText('Green tea')).toBeTruthy();
    expect(screen.getByText('Sold by Acme Ltd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay 12.50 USDT' }));
    const address = (await screen.findByTestId('purchase-address', undefined, slow)).textContent;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(screen.getByTestId('purchase-link').textContent).toBe(
      `ethereum:${address}?amount=12.500000&label=Tea+%3Cb%3Estrong%3C%2Fb%3E`,
    );
    expect(
      await screen.findByRole('img', { name: 'QR code of the payment link' }, slow),
    ).toBeTruthy();
    expect(screen.getByTestId('purchase-status').textContent).toBe('Waiting for your payment…');

    await pay(address as string);
    await waitFor(
      () => expect(screen.getByTestId('purchase-status').textContent).toMatch(/^Paid\. Thank you!/),
      slow,
    );
    expect(onPaid).toHaveBeenCalledWith({
      hash: product.hash,
      address,
      amount: '12.500000',
      currency: 'USDT',
    });
    expect(screen.queryByTestId('purchase-address')).toBeNull();
  }, 40_000);

  it('says a product is not available for an unknown or malformed hash, in German too', async () => {
    render(
      <FlexportalProvider client={guest()}>
        <ProductPurchase productHash={'f'.repeat(32)} />
      </FlexportalProvider>,
    );
    expect(await screen.findByText('This product is not available.', undefined, slow)).toBeTruthy();
    render(
      <FlexportalProvider client={guest()} locale="de">
        <ProductPurchase productHash="../manager" />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Kauf' }, slow)).toBeTruthy();
    expect(
      await screen.findByText('Dieses Produkt ist nicht verfügbar.', undefined, slow),
    ).toBeTruthy();
  });
});
