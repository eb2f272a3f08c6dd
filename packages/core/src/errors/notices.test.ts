import { describe, expect, it } from 'vitest';
import {
  NOTICE_TEXT,
  printMissingMessage,
  TOAST_DEFAULT_MS,
  WALLET_TOAST_MS,
  walletCreatedMessage,
} from './notices.js';
import { ERROR_CODE, isErrorCode } from './texts.js';

describe('PP-8 catalogue texts', () => {
  it('PP-8-12/13 wallet toasts, 3 s; PP-9-02 default 30 s', () => {
    expect(walletCreatedMessage('Cold')).toBe('Wallet Cold created successfully');
    expect(NOTICE_TEXT.walletRemoved).toBe('Wallet removed successfully');
    expect(WALLET_TOAST_MS).toBe(3000);
    expect(TOAST_DEFAULT_MS).toBe(30000);
  });
  it('PP-5-23 wallet delete confirm; PP-8-16 print helper', () => {
    expect([NOTICE_TEXT.walletDeleteConfirm, NOTICE_TEXT.yes, NOTICE_TEXT.no]).toEqual([
      'Are you sure you want to delete this wallet?',
      'Yes',
      'No',
    ]);
    expect(printMissingMessage('receipt')).toBe('Element to print #receipt not found!');
  });
  it('PP-8-01..10: core hands over codes, never English, and knows them from a server text', () => {
    for (const code of Object.values(ERROR_CODE)) {
      expect(code).toMatch(/^error\.[a-zA-Z]+$/);
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('Unknown error')).toBe(false);
    expect(isErrorCode('The code is invalid')).toBe(false);
  });
});
