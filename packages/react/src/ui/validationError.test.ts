import { describe, expect, it } from 'vitest';
import { validationError } from './validationError.js';

describe('validationError', () => {
  it('reads like a 422 response to the submit flow', () => {
    expect(validationError({ iban: ['bad'] }, 'Fix it')).toEqual({
      status: 422,
      data: { message: 'Fix it', errors: { iban: ['bad'] } },
    });
  });
});
