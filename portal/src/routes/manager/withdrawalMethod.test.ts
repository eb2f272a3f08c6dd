import { describe, expect, it } from 'vitest';
import { menuPath } from '../../app/menus/menuPath.js';
import { WITHDRAWAL_METHODS, withdrawalMethodTarget } from './withdrawalMethod.js';

const q = (s: string) => new URLSearchParams(s);

describe('the withdrawal route’s method parameter (PP-2.3-04) and tid (PP-2.4-05)', () => {
  it('has the values of the spec', () => {
    expect(WITHDRAWAL_METHODS).toEqual(['create', 'transfer', 'exchange']);
  });

  it('keeps create, no method and an unknown method on the withdrawal form', () => {
    expect(withdrawalMethodTarget('create', undefined, q('tid=4'))).toBeNull();
    expect(withdrawalMethodTarget('create', 'create', q('tid=4'))).toBeNull();
    expect(withdrawalMethodTarget('create', 'bogus', q('tid=4'))).toBeNull();
    expect(menuPath('manager.payments.withdrawal', { action: 'create' })).toBe(
      '/manager/payments/withdrawal/create',
    );
  });

  it('hands transfer and exchange, with tid and the shortcuts that form reads, to its page', () => {
    expect(withdrawalMethodTarget('create', 'transfer', q('tid=4&aid=3&amt=12.50&ag=9&fx=1'))).toBe(
      '/manager/payments/transfer/create?amt=12.50&aid=3&tid=4',
    );
    expect(withdrawalMethodTarget('repeat', 'exchange', q('tx=7&tid=2'))).toBe(
      '/manager/payments/exchange/repeat?tx=7&tid=2',
    );
    expect(withdrawalMethodTarget('delete', 'exchange', q(''))).toBe(
      '/manager/payments/exchange/create',
    );
  });
});
