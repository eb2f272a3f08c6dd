import { describe, expect, it } from 'vitest';
import { classifyError, fieldErrors } from './classifyError.js';
import { ERROR_CODE } from './texts.js';
import { toErrorResponse } from './toErrorResponse.js';

const submit = { during: 'submit' } as const;
const load = { during: 'load' } as const;

describe('PP-8 error catalogue', () => {
  it('PP-8-01 500: alert text, error icon and button', () => {
    expect(classifyError({ status: 500, body: { message: 'x' } }, submit)).toEqual({
      kind: 'server-error',
      message: ERROR_CODE.serverError,
      button: ERROR_CODE.serverErrorButton,
      icon: 'error',
    });
  });
  it('PP-8-02 503 with maintenance header: message, default Maintenance mode', () => {
    expect(
      classifyError(
        { status: 503, headers: { 'x-maintenance': '1' }, body: { message: 'Back at 5' } },
        load,
      ),
    ).toEqual({
      kind: 'maintenance',
      message: 'Back at 5',
    });
    expect(
      classifyError({ status: 503, headers: new Headers({ 'X-Maintenance': '1' }) }, load),
    ).toEqual({
      kind: 'maintenance',
      message: ERROR_CODE.maintenance,
    });
  });
  it('PP-8-03 503 with remote-portal-status header', () => {
    expect(
      classifyError({ status: 503, headers: { 'X-Remote-Portal-Status': 'down' } }, submit),
    ).toEqual({
      kind: 'remote-portal',
      message: ERROR_CODE.remotePortal,
    });
  });
  it('PP-8-04/05/06 403 with OTP-required opens the challenge; message only after a code', () => {
    const res = {
      status: 403,
      headers: { 'X-OTP-Required': 'google' },
      body: { message: 'Wrong code' },
    };
    expect(classifyError(res, submit)).toEqual({
      kind: 'otp-required',
      method: 'google',
      codeError: null,
    });
    expect(classifyError(res, { during: 'submit', codeSubmitted: true })).toMatchObject({
      codeError: 'Wrong code',
    });
    expect(classifyError({ status: 403, body: { message: 'no' } }, submit)).toEqual({
      kind: 'forbidden',
    });
  });
  it('PP-8-07 401 outside login purges and goes to login unless there', () => {
    expect(classifyError({ status: 401 }, load)).toEqual({
      kind: 'session-expired',
      redirectToLogin: true,
    });
    expect(classifyError({ status: 401 }, { during: 'load', onLoginPage: true })).toEqual({
      kind: 'session-expired',
      redirectToLogin: false,
    });
  });
  it('PP-8-08 401 on submit: server message, default Unauthorized, fallback text', () => {
    expect(
      classifyError({ status: 401, body: { message: 'Bad credentials' } }, { during: 'login' }),
    ).toEqual({
      kind: 'unauthorized',
      message: 'Bad credentials',
    });
    expect(classifyError({ status: 401, body: { error: 1 } }, submit)).toMatchObject({
      message: ERROR_CODE.unauthorized,
    });
    expect(classifyError({ status: 401, body: '<html>' }, submit)).toMatchObject({
      message: ERROR_CODE.unexpected,
    });
  });
  it('PP-8-09 409 on submit asks to confirm a duplicate', () => {
    expect(classifyError({ status: 409, body: { message: 'dup' } }, submit)).toEqual({
      kind: 'duplicate',
    });
  });
  it("PP-8-10 / issue 38 422: each field a catalogue code, never the server's words; message default Unknown error", () => {
    const body = {
      errors: { amount: ['Too low', 'Not a number'], iban: 'Bad', name: ['Required'] },
    };
    expect(classifyError({ status: 422, body }, { ...submit, values: { name: ' ' } })).toEqual({
      kind: 'validation',
      fields: {
        amount: ERROR_CODE.fieldAmount,
        iban: ERROR_CODE.fieldInvalid,
        name: ERROR_CODE.fieldRequired,
      },
      message: ERROR_CODE.unknown,
    });
  });
  it("PP-8-11 / issue 38 other submit errors map fields the same way; the server's message becomes a code", () => {
    expect(
      classifyError({ status: 400, body: { message: 'Nope', errors: { email: ['x'] } } }, submit),
    ).toEqual({
      kind: 'validation',
      fields: { email: ERROR_CODE.fieldEmail },
      message: ERROR_CODE.refused,
    });
    expect(classifyError({ status: 400, body: { message: 'Insufficient funds' } }, submit)).toEqual(
      { kind: 'validation', fields: {}, message: ERROR_CODE.refused },
    );
  });
  it("PP-5-02 a form's own check keeps its texts, joined by newlines", () => {
    const body = { message: 'Check the fields', errors: { amount: ['Too low', 'Not a number'] } };
    expect(classifyError({ status: 422, body }, { ...submit, own: true })).toEqual({
      kind: 'validation',
      fields: { amount: 'Too low\nNot a number' },
      message: 'Check the fields',
    });
  });
  it('PP-8-17 unreachable or empty error responses are ignored', () => {
    expect(classifyError({}, submit)).toEqual({ kind: 'ignored' });
    expect(classifyError({ status: 400, body: {} }, submit)).toEqual({ kind: 'ignored' });
    expect(toErrorResponse(new TypeError('fetch failed'))).toEqual({});
  });
  it('PP-8-18 load failures are only logged', () => {
    expect(classifyError({ status: 422, body: { message: 'x' } }, load)).toEqual({
      kind: 'logged',
    });
    expect(classifyError({ status: 404 }, load)).toEqual({ kind: 'logged' });
  });
  it('PP-5-04 no field errors gives an empty map', () => {
    expect(fieldErrors({ message: 'x' })).toEqual({});
    expect(ERROR_CODE.unknown).toBe('error.unknown');
  });
});
