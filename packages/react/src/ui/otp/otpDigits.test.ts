import { describe, expect, it } from 'vitest';
import { completeCode, emptyDigits, moveByKey, pasteDigits, typeDigit } from './otpDigits.js';

describe('PP-5 auth code: six boxes, one digit each', () => {
  it('keeps only a digit and moves focus forward', () => {
    expect(typeDigit(emptyDigits(), 0, '7')).toEqual({
      digits: ['7', '', '', '', '', ''],
      focus: 1,
    });
    expect(typeDigit(emptyDigits(), 2, 'a')).toEqual({ digits: emptyDigits(), focus: 2 });
    expect(typeDigit(['1', '', '', '', '', ''], 0, '12').digits[0]).toBe('2');
    expect(typeDigit(emptyDigits(), 5, '9').focus).toBe(5);
  });

  it('paste takes up to six digits, ignoring other characters', () => {
    expect(pasteDigits('12 34-56789')).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
    expect(pasteDigits('ab1')).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
  });

  it('moves back on Backspace in an empty box and with the arrow keys', () => {
    const d = ['1', '2', '', '', '', ''];
    expect(moveByKey(d, 2, 'Backspace')).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(moveByKey(d, 1, 'Backspace')).toBeNull();
    expect(moveByKey(d, 0, 'ArrowLeft')?.focus).toBe(0);
    expect(moveByKey(d, 3, 'ArrowRight')?.focus).toBe(4);
    expect(moveByKey(d, 5, 'ArrowRight')?.focus).toBe(5);
    expect(moveByKey(d, 3, 'Enter')).toBeNull();
  });

  it('is complete only with exactly six digits', () => {
    expect(completeCode(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(completeCode(['1', '2', '3', '4', '5', ''])).toBeNull();
  });
});
