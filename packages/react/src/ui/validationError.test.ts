import { createSubmitFlow } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { validationError } from './validationError.js';

describe('validationError', () => {
  it("reads like a 422 response to the submit flow, marked the form's own (its texts kept)", () => {
    expect(validationError({ iban: ['bad'] }, 'Fix it')).toEqual({
      status: 422,
      data: { message: 'Fix it', errors: { iban: ['bad'] } },
      own: true,
    });
  });
  it("keeps the form's own sentences through the flow, where a server's become codes", async () => {
    const flow = createSubmitFlow({
      defaults: () => ({ iban: 'x' }),
      send: () => Promise.reject(validationError({ iban: ['The IBAN is invalid.'] }, 'Fix it')),
    });
    await flow.submit();
    expect(flow.store.getState()).toMatchObject({
      errors: { iban: 'The IBAN is invalid.' },
      message: 'Fix it',
    });
  });
});
