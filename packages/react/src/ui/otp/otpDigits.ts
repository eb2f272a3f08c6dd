import { isOtpCode, OTP_LENGTH } from '@flexportal/core';

/** The six boxes, each empty or one digit. */
export type OtpDigits = readonly string[];

/** Six empty boxes. */
export const emptyDigits = (): OtpDigits => Array.from({ length: OTP_LENGTH }, () => '');

/** Result of an edit: the new boxes and the box to focus next. */
export interface OtpEdit {
  digits: OtpDigits;
  focus: number;
}

/**
 * Typing into box `index`: only a digit is kept (its last typed character), and focus moves
 * forward (PP-5 auth code: one digit per box, digits only, focus moves forward on input).
 */
export function typeDigit(digits: OtpDigits, index: number, value: string): OtpEdit {
  const digit = value.replace(/\D/g, '').slice(-1);
  const next = [...digits];
  next[index] = digit;
  return { digits: next, focus: digit ? Math.min(index + 1, OTP_LENGTH - 1) : index };
}

/** Pasting anywhere takes up to six digits, ignoring every other character. */
export function pasteDigits(text: string): OtpEdit {
  const found = text.replace(/\D/g, '').slice(0, OTP_LENGTH).split('');
  const digits = emptyDigits().map((_, i) => found[i] ?? '');
  return { digits, focus: Math.min(found.length, OTP_LENGTH - 1) };
}

/**
 * Keys that move between boxes: Backspace on an empty box clears the previous one and goes
 * back; ArrowLeft and ArrowRight move. Returns null for any other key.
 */
export function moveByKey(digits: OtpDigits, index: number, key: string): OtpEdit | null {
  if (key === 'ArrowLeft') return { digits, focus: Math.max(index - 1, 0) };
  if (key === 'ArrowRight') return { digits, focus: Math.min(index + 1, OTP_LENGTH - 1) };
  if (key === 'Backspace' && !digits[index] && index > 0) {
    const next = [...digits];
    next[index - 1] = '';
    return { digits: next, focus: index - 1 };
  }
  return null;
}

/** The code once every box holds a digit, else null. */
export function completeCode(digits: OtpDigits): string | null {
  const code = digits.join('');
  return isOtpCode(code) ? code : null;
}
