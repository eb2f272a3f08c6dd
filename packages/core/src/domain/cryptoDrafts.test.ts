import { describe, expect, it } from 'vitest';
import { depositPaymentLink, filterWallets } from './cryptoDrafts.js';

const wallets = [
  {
    id: 1,
    name: 'Cold storage',
    currency: 'BTC',
    wallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  },
  {
    id: 2,
    name: 'Treasury ETH',
    currency: 'ETH',
    wallet: '0x52908400098527886E0F7030069857D2E4169EE7',
  },
];

describe('PP-5-22 wallet filter', () => {
  it('matches name or address as a case-insensitive substring', () => {
    expect(filterWallets(wallets, 'cold').map((w) => w.id)).toEqual([1]);
    expect(filterWallets(wallets, 'TREASURY').map((w) => w.id)).toEqual([2]);
    expect(filterWallets(wallets, '0x5290840009852788').map((w) => w.id)).toEqual([2]);
    expect(filterWallets(wallets, 'e0f7030069857d2e').map((w) => w.id)).toEqual([2]);
    expect(filterWallets(wallets, 'XY2KGDY').map((w) => w.id)).toEqual([1]);
    expect(filterWallets(wallets, '  ').map((w) => w.id)).toEqual([1, 2]);
    expect(filterWallets(wallets, 'nothing')).toEqual([]);
  });
});

describe('PP-2.5-07 deposit payment link', () => {
  it('is the scheme, address, amount and the fixed label', () => {
    expect(depositPaymentLink('bitcoin', 'bc1qabc', '0.001')).toBe(
      'bitcoin:bc1qabc?amount=0.001&label=Flexportal+deposit',
    );
    expect(depositPaymentLink('ethereum', '0xAb', '')).toBe(
      'ethereum:0xAb?label=Flexportal+deposit',
    );
    expect(depositPaymentLink('tron', 'T1', 'x')).toBe('tron:T1?label=Flexportal+deposit');
  });
});
