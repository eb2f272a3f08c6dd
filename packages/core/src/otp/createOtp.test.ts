import { describe, expect, it, vi } from 'vitest';
import { sealAnnouncedCode } from '../contract/announcedCode.js';
import { ERROR_CODE } from '../errors/texts.js';
import { createOtp } from './createOtp.js';
import { isOtpCode, OTP_LENGTH, otpFieldMessage } from './otpCode.js';

describe('PP-4.3 two-factor code flow', () => {
  it('PP-4.3-01 state: required, code, error, submitting, canceled', () => {
    const otp = createOtp(() => 'B');
    expect(otp.store.getState()).toEqual({
      required: false,
      code: '',
      error: null,
      submitting: false,
      canceled: false,
      method: null,
      summary: null,
    });
  });
  it('PP-5-06 six digits only', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(isOtpCode('123456')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('12345a')).toBe(false);
    expect(createOtp(() => 'B').enterCode('12')).toBe(false);
  });
  it('PP-4.3-03/04 entering six digits stores, marks submitting and triggers resubmission', () => {
    const otp = createOtp(() => 'B');
    const onCode = vi.fn(() => true);
    otp.onCode(onCode);
    otp.challenge('google');
    expect(otp.store.getState().required).toBe(true);
    expect(otp.enterCode('123456')).toBe(true);
    expect(otp.store.getState()).toMatchObject({ code: '123456', submitting: true });
    expect(otpFieldMessage(otp.store.getState())).toBe(ERROR_CODE.codeAccepted);
    expect(onCode).toHaveBeenCalledWith('123456');
  });
  it('PP-4.3-03 a code no request resubmits with is not shown as verifying', () => {
    const otp = createOtp(() => 'B');
    otp.onCode(() => false);
    otp.challenge('google');
    expect(otp.enterCode('123456')).toBe(true);
    expect(otp.store.getState()).toMatchObject({ code: '123456', submitting: false });
    expect(otpFieldMessage(otp.store.getState())).toBeNull();
  });
  it('repeats what the challenged screen describes until the challenge ends', () => {
    const otp = createOtp(() => 'B');
    otp.challenge('email');
    otp.describe([{ label: 'Amount', value: '12.34 EUR' }]);
    otp.challenge('email', 'Invalid code');
    expect(otp.store.getState().summary).toEqual([{ label: 'Amount', value: '12.34 EUR' }]);
    otp.resolve();
    expect(otp.store.getState().summary).toBeNull();
  });
  it('PP-4.3-06 a server error on the code shows on the field and resets the digits', () => {
    const otp = createOtp(() => 'B');
    otp.challenge('google');
    otp.enterCode('123456');
    otp.challenge('google', 'Invalid code');
    expect(otp.store.getState()).toMatchObject({
      required: true,
      code: '',
      error: 'Invalid code',
      submitting: false,
    });
    expect(otpFieldMessage(otp.store.getState())).toBe('Invalid code');
  });
  it('PP-4.3-05 closing cancels', () => {
    const otp = createOtp(() => 'B');
    const onCancel = vi.fn();
    otp.onCancel(onCancel);
    otp.challenge('email');
    otp.cancel();
    expect(otp.store.getState()).toMatchObject({ required: false, canceled: true });
    expect(onCancel).toHaveBeenCalledOnce();
  });
  it('PP-4.3-08 an announced code is taken only when it is sealed for this browser', async () => {
    const otp = createOtp(() => 'MY-BROWSER');
    const other = await sealAnnouncedCode('OTHER', '654321');
    expect(await otp.acceptAnnounced(other)).toBe(false);
    // The old clear-text shape names a browser and carries the code: never taken.
    expect(await otp.acceptAnnounced({ otp: '654321', identifier: 'MY-BROWSER' })).toBe(false);
    const ours = await sealAnnouncedCode('MY-BROWSER', '654321');
    expect(await otp.acceptAnnounced({ ...ours, otp: `${ours.otp.slice(0, -2)}AA` })).toBe(false);
    expect(otp.store.getState().code).toBe('');
    expect(await otp.acceptAnnounced(ours)).toBe(true);
    expect(otp.store.getState().code).toBe('654321');
  });
});
