import type { BankAccount, Product } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import {
  paymentAccounts,
  productBody,
  productFormData,
  productPurchaseLink,
  productValues,
} from './productRules.js';

const product = {
  id: 7,
  hash: '0123456789abcdef0123456789abcdef',
  name: 'Mug',
  description: null,
  price: '25.000000',
  currency: 'USDT',
  bank_account_id: 12,
  image_url: null,
  created_at: '2026-01-01T00:00:00Z',
} as Product;

describe('product form rules', () => {
  it('starts empty, or from the product being edited', () => {
    expect(productValues()).toEqual({
      name: '',
      description: '',
      price: '',
      bank_account_id: '',
      image: null,
    });
    expect(productValues(product)).toMatchObject({
      name: 'Mug',
      description: '',
      price: '25.000000',
      bank_account_id: '12',
    });
  });

  it('sends trimmed text, null for no description and 0 for no account', () => {
    expect(
      productBody({
        name: ' Mug ',
        description: '  ',
        price: ' 1.5 ',
        bank_account_id: '',
        image: null,
      }),
    ).toEqual({ name: 'Mug', description: null, price: '1.5', bank_account_id: 0 });
  });

  it('builds the multipart body with the image only when one is chosen', () => {
    const values = { ...productValues(product), description: 'Big', image: null };
    const plain = productFormData(values);
    expect([...plain.keys()]).toEqual(['name', 'description', 'price', 'bank_account_id']);
    const image = new File([new Uint8Array([1])], 'm.png', { type: 'image/png' });
    expect(productFormData({ ...values, image }).get('image')).toBeInstanceOf(File);
  });

  it('offers only crypto accounts', () => {
    const accounts = [
      { id: 1, currency_unit: { value: 'EUR', currency_type: 'fiat' } },
      { id: 2, currency_unit: { value: 'BTC', currency_type: 'crypto' } },
    ] as unknown as BankAccount[];
    expect(paymentAccounts(accounts).map((a) => a.id)).toEqual([2]);
  });

  it('links to the purchase page', () => {
    expect(productPurchaseLink(product, 'https://p.example')).toBe(
      `https://p.example/purchase/${product.hash}`,
    );
  });
});
