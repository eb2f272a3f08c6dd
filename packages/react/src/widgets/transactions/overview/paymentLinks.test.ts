import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPEAT_HREF,
  DEFAULT_RETURN_HREF,
  paymentFormOf,
  paymentLink,
  paymentShortcuts,
} from './paymentLinks.js';

describe('paymentFormOf (PP-2.3-01)', () => {
  it('maps the types with a payment route to it', () => {
    for (const type of ['withdrawal', 'transfer', 'exchange', 'convert']) {
      expect(paymentFormOf(type)).toBe(type);
    }
  });
  it('gives none for types without a repeat or return route', () => {
    for (const type of ['card', 'crypto', 'import', 'deposit', 'receive_crypto', 'toString']) {
      expect(paymentFormOf(type)).toBeNull();
    }
  });
});

describe('paymentShortcuts (PP-2.4-01, PP-2.4-02)', () => {
  it('uses act for the action and tx for the transaction id', () => {
    expect(paymentShortcuts('withdrawal', 'repeat', 42)).toBe('act=repeat&tx=42');
    expect(paymentShortcuts('transfer', 'return', 7)).toBe('act=return&tx=7');
    expect(paymentShortcuts('exchange', 'repeat', 1)).toBe('act=repeat&tx=1');
    expect(paymentShortcuts('convert', 'return', 9)).toBe('act=return&tx=9');
  });
});

describe('paymentLink', () => {
  it('builds the default repeat and return routes of each form', () => {
    const w = { id: 42, type: 'withdrawal' };
    expect(paymentLink(DEFAULT_REPEAT_HREF, w, 'repeat')).toBe(
      '/manager/payments/withdrawal/repeat?act=repeat&tx=42',
    );
    expect(paymentLink(DEFAULT_RETURN_HREF, { id: 5, type: 'exchange' }, 'return')).toBe(
      '/manager/payments/exchange/return?act=return&tx=5',
    );
  });
  it('fills a host template with type, action and id', () => {
    expect(
      paymentLink('#/pay/{type}?mode={action}&tx={id}', { id: 3, type: 'convert' }, 'repeat'),
    ).toBe('#/pay/convert?mode=repeat&tx=3');
  });
  it('gives no link for a type without a payment form', () => {
    expect(paymentLink(DEFAULT_REPEAT_HREF, { id: 3, type: 'deposit' }, 'repeat')).toBeNull();
  });
});
