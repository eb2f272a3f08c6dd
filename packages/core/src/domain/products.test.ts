import { describe, expect, it } from 'vitest';
import {
  isProductHash,
  pollsWallet,
  productImageSrc,
  productPaymentLink,
  purchaseLink,
} from './products.js';

const HASH = '0123456789abcdef0123456789abcdef';

describe('purchaseLink (AC-2guest /purchase/{product_hash})', () => {
  it('is the purchase path, absolute on an origin', () => {
    expect(purchaseLink(HASH)).toBe(`/purchase/${HASH}`);
    expect(purchaseLink(HASH, 'https://portal.example')).toBe(
      `https://portal.example/purchase/${HASH}`,
    );
  });
  it('ignores a path on the origin and survives a malformed one', () => {
    expect(purchaseLink(HASH, 'https://portal.example/manager/products')).toBe(
      `https://portal.example/purchase/${HASH}`,
    );
    expect(purchaseLink(HASH, 'not a url')).toBe(`/purchase/${HASH}`);
  });
  it('is null for anything that is no hash', () => {
    for (const bad of ['', '../admin', `${HASH}/x`, HASH.toUpperCase(), 'abc', `${HASH}0`])
      expect(purchaseLink(bad)).toBeNull();
    expect(isProductHash(undefined)).toBe(false);
    expect(isProductHash(HASH)).toBe(true);
  });
});

describe('productPaymentLink', () => {
  it('carries the network, address, amount and the name as label', () => {
    expect(productPaymentLink('bitcoin', 'bc1qxyz', '0.0015', 'Coffee beans')).toBe(
      'bitcoin:bc1qxyz?amount=0.0015&label=Coffee+beans',
    );
  });
  it('encodes the name: it cannot add parameters or markup', () => {
    const link = productPaymentLink('ethereum', '0xabc', '1', '<b>x</b>&amount=999');
    expect(new URLSearchParams(link.split('?')[1]).get('amount')).toBe('1');
    expect(new URLSearchParams(link.split('?')[1]).get('label')).toBe('<b>x</b>&amount=999');
    expect(link).not.toContain('<');
  });
  it('leaves out an amount that is not positive and an empty name; cuts long names', () => {
    expect(productPaymentLink('tron', 'T1', '0', '  ')).toBe('tron:T1');
    expect(productPaymentLink('tron', 'T1', 'abc', 'A')).toBe('tron:T1?label=A');
    const label = new URLSearchParams(
      productPaymentLink('tron', 'T1', '1', 'é'.repeat(100)).split('?')[1],
    ).get('label');
    expect(label).toBe('é'.repeat(60));
  });
});

describe('pollsWallet', () => {
  it('polls only while the wallet waits', () => {
    expect(pollsWallet('waiting')).toBe(true);
    expect(pollsWallet('paid')).toBe(false);
    expect(pollsWallet(null)).toBe(false);
  });
});

describe('productImageSrc', () => {
  it('keeps a same-origin path, or puts it on an absolute API origin', () => {
    expect(productImageSrc('/api/v2/product-images/3', '/api/v2')).toBe('/api/v2/product-images/3');
    expect(productImageSrc('/api/v2/product-images/3', 'https://api.example/api/v2')).toBe(
      'https://api.example/api/v2/product-images/3',
    );
  });
  it('refuses anything but a path', () => {
    for (const bad of [
      null,
      '',
      'javascript:alert(1)',
      '//evil.example/x',
      'https://evil.example/x',
    ])
      expect(productImageSrc(bad, 'https://api.example/api/v2')).toBeNull();
  });
});
