import { ERROR_CODE } from '../errors/texts.js';

/** Length of the one-time code (PP-5-06, PP-9). */
export const OTP_LENGTH = 6;

/** True for exactly six digits (PP-5-06). */
export function isOtpCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}

/**
 * The message under the code field: the server's error, or the accepted note's code while
 * verifying (PP-4.3-03, PP-4.3-06).
 */
export function otpFieldMessage(state: {
  error: string | null;
  submitting: boolean;
}): string | null {
  if (state.error) return state.error;
  return state.submitting ? ERROR_CODE.codeAccepted : null;
}
