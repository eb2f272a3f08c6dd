import { describe, expect, it } from 'vitest';
import { DecimalString } from './decimal.js';

describe('PP-9 money travels as decimal strings', () => {
  it.each(['0', '100', '-5', '1.0842', '0.000000000000000001', '123456789012345678.5'])(
    'accepts %s',
    (value) => expect(DecimalString.safeParse(value).success).toBe(true),
  );

  it.each([
    '',
    '1e5',
    'NaN',
    '1.',
    '.5',
    '1,5',
    ' 1',
    '0.0000000000000000001',
    '1234567890123456789',
  ])('rejects %j', (value) => expect(DecimalString.safeParse(value).success).toBe(false));

  it('rejects numbers: a float never passes for money', () => {
    expect(DecimalString.safeParse(1.5).success).toBe(false);
  });
});
