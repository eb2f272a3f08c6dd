import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex'],
  accountsOf: ['acme', 'globex'],
});
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** `POST manager/products` as the screen sends it: multipart, with an optional image. */
function create(fields: Record<string, string>, image?: File, token = tokens.acme) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (image) body.set('image', image);
  return h.app.request('/api/v2/manager/products', {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
}
const png = (bytes: Uint8Array<ArrayBuffer> = PNG) =>
  new File([bytes], 'p.png', { type: 'image/png' });
const simulate = (body: unknown) =>
  Promise.resolve(
    h.app.request('/sandbox/product-payments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('manager/products (AC-7mgr-30, AC-3-31)', () => {
  it('creates a product with an image, lists, reads, updates and replaces the image', async () => {
    const btc = String(ids['Acme BTC']);
    const res = await create(
      { name: 'Coffee beans', description: 'One kilo', price: '0.0015', bank_account_id: btc },
      png(),
    );
    expect(res.status).toBe(201);
    const product = (await json(res)).data;
    expect(product).toMatchObject({
      name: 'Coffee beans',
      description: 'One kilo',
      price: '0.00150000',
      currency: 'BTC',
      bank_account_id: Number(btc),
    });
    expect(product.hash).toMatch(/^[a-f0-9]{32}$/);
    expect(product.image_url).toMatch(/^\/api\/v2\/product-images\/\d+$/);
    const image = await h.app.request(product.image_url);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const list = (await json(await h.call('GET', '/manager/products', { token: tokens.reader })))
      .data;
    expect(list[0]).toMatchObject({ id: product.id, name: 'Coffee beans' });

    const put = await h.call('PUT', `/manager/products/${product.id}`, {
      token: tokens.acme,
      body: { name: 'Tea', description: null, price: '0.002', bank_account_id: Number(btc) },
    });
    expect(put.status).toBe(200);
    expect((await json(put)).data).toMatchObject({ name: 'Tea', price: '0.00200000' });

    const form = new FormData();
    form.set('image', png());
    const replaced = await h.app.request(`/api/v2/manager/products/${product.id}/image`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${tokens.acme}` },
    });
    expect(replaced.status).toBe(200);
    expect((await json(replaced)).data.image_url).not.toBe(product.image_url);
  });

  it('refuses a fiat or foreign account, a bad price and a bad image, writing nothing', async () => {
    const before = (await json(await h.call('GET', '/manager/products', { token: tokens.acme })))
      .meta.total;
    const cases: Array<[Record<string, string>, File | undefined, string]> = [
      [
        { name: 'X', price: '1', bank_account_id: String(ids['Acme EUR']) },
        undefined,
        'bank_account_id',
      ],
      [
        { name: 'X', price: '1', bank_account_id: String(ids['Globex EUR']) },
        undefined,
        'bank_account_id',
      ],
      [{ name: 'X', price: '-1', bank_account_id: String(ids['Acme BTC']) }, undefined, 'price'],
      [{ name: '', price: '1', bank_account_id: String(ids['Acme BTC']) }, undefined, 'name'],
      [
        { name: 'X', price: '0.001', bank_account_id: String(ids['Acme BTC']) },
        new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' }),
        'image',
      ],
    ];
    for (const [fields, image, field] of cases) {
      const res = await create(fields, image);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys((await json(res)).errors)).toContain(field);
    }
    const after = (await json(await h.call('GET', '/manager/products', { token: tokens.acme })))
      .meta.total;
    expect(after).toBe(before);
    // A reader may look, not create.
    expect(
      (await create({ name: 'X', price: '1', bank_account_id: '1' }, undefined, tokens.reader))
        .status,
    ).toBe(403);
  });
});

describe('public products and their payment (AC-7mgr-31)', () => {
  it('shows the product, makes a wallet per purchase, and the simulated payment marks it paid', async () => {
    const product = (
      await json(
        await create({ name: 'Mug', price: '25', bank_account_id: String(ids['Acme USDT']) }),
      )
    ).data;
    const pub = await h.call('GET', `/products/${product.hash}`);
    expect(pub.status).toBe(200);
    const shown = (await json(pub)).data;
    expect(shown).toMatchObject({
      hash: product.hash,
      name: 'Mug',
      price: '25.000000',
      currency: 'USDT',
      network: 'ethereum',
      seller: 'Acme Ltd',
    });
    expect(shown).not.toHaveProperty('id');
    expect(shown).not.toHaveProperty('bank_account_id');

    const first = (await json(await h.call('POST', `/products/${product.hash}/wallet`))).data;
    const second = (await json(await h.call('POST', `/products/${product.hash}/wallet`))).data;
    expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(second.address).not.toBe(first.address);
    expect(first).toMatchObject({ status: 'waiting', amount: '25.000000', currency: 'USDT' });
    expect(first.payment_link).toBe(`ethereum:${first.address}?amount=25.000000&label=Mug`);

    const before = (
      await json(
        await h.call('GET', `/manager/bank-accounts/${ids['Acme USDT']}`, { token: tokens.acme }),
      )
    ).data.total_balance;
    const paid = await simulate({ address: first.address, delay_ms: 0 });
    expect(paid.status).toBe(202);
    expect((await simulate({ address: first.address })).status).toBe(409);
    const statusPath = `/products/${product.hash}/wallet/${first.id}`;
    await until(async () => (await json(await h.call('GET', statusPath))).data.status === 'paid');
    expect((await json(await h.call('GET', statusPath))).data.paid_at).toEqual(expect.any(String));
    const after = (
      await json(
        await h.call('GET', `/manager/bank-accounts/${ids['Acme USDT']}`, { token: tokens.acme }),
      )
    ).data.total_balance;
    expect(Number(after) - Number(before)).toBeCloseTo(25, 6);
    // The other wallet still waits; a wallet is found only under its own product.
    expect(
      (await json(await h.call('GET', `/products/${product.hash}/wallet/${second.id}`))).data
        .status,
    ).toBe('waiting');
    expect(await h.status('GET', `/products/${'0'.repeat(32)}/wallet/${first.id}`)).toBe(404);
  });

  it('does not find unknown hashes, wallets or addresses', async () => {
    expect(await h.status('GET', `/products/${'f'.repeat(32)}`)).toBe(404);
    expect(await h.status('POST', '/products/nope/wallet')).toBe(404);
    expect((await simulate({ address: 'bc1qnothing' })).status).toBe(404);
    expect((await simulate({ address: '' })).status).toBe(422);
  });
});
