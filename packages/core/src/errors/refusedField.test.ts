import { describe, expect, it } from 'vitest';
import { refusedFieldCode } from './refusedField.js';
import { refusedFields } from './refusedFields.js';
import { ERROR_CODE } from './texts.js';

describe('refusedFieldCode (issue 38)', () => {
  it('reads required when the form holds the field empty, at any depth', () => {
    const values = {
      name: '',
      tags: [],
      terms: false,
      bank: { swift: null },
      items: [{ amount: '  ' }],
    };
    expect(refusedFieldCode('name', values)).toBe(ERROR_CODE.fieldRequired);
    expect(refusedFieldCode('tags', values)).toBe(ERROR_CODE.fieldRequired);
    expect(refusedFieldCode('terms', values)).toBe(ERROR_CODE.fieldRequired);
    expect(refusedFieldCode('bank.swift', values)).toBe(ERROR_CODE.fieldRequired);
    expect(refusedFieldCode('items.0.amount', values)).toBe(ERROR_CODE.fieldRequired);
  });
  it("a filled or unknown field reads by its name: amount, e-mail, else 'check'", () => {
    const values = { amount: '12.50', email: 'a@b', iban: 'DE00', fee_amount: '1' };
    expect(refusedFieldCode('amount', values)).toBe(ERROR_CODE.fieldAmount);
    expect(refusedFieldCode('fee_amount', values)).toBe(ERROR_CODE.fieldAmount);
    expect(refusedFieldCode('price')).toBe(ERROR_CODE.fieldAmount);
    expect(refusedFieldCode('email', values)).toBe(ERROR_CODE.fieldEmail);
    expect(refusedFieldCode('iban', values)).toBe(ERROR_CODE.fieldInvalid);
    expect(refusedFieldCode('not_in_form', values)).toBe(ERROR_CODE.fieldInvalid);
  });
});

describe('refusedFields (issue 38)', () => {
  const refused = (status: number, body: unknown) => ({
    response: new Response(null, { status: status === 422 ? 422 : status }),
    data: body,
  });
  it("a 422's fields as codes, never the server's words; nothing for another failure", () => {
    const error = refused(422, { message: 'x', errors: { amount: ['Too low'], name: ['Req'] } });
    expect(refusedFields(error, { name: '' })).toEqual({
      amount: ERROR_CODE.fieldAmount,
      name: ERROR_CODE.fieldRequired,
    });
    expect(refusedFields(refused(400, { message: 'x', errors: { a: ['b'] } }))).toEqual({});
    expect(refusedFields(new TypeError('fetch failed'))).toEqual({});
  });
});
