import { describe, expect, it } from 'vitest';
import {
  NOTICE_CODE,
  printMissingMessage,
  TOAST_DEFAULT_MS,
  WALLET_TOAST_MS,
  walletCreatedMessage,
} from './notices.js';
import { ERROR_CODE, isErrorCode } from './texts.js';

describe('PP-8 catalogue texts', () => {
  it('PP-8-12/13 wallet notices are codes with their values; toasts 3 s, PP-9-02 default 30 s', () => {
    expect(walletCreatedMessage('Cold')).toEqual({
      code: 'wallet.created',
      params: { name: 'Cold' },
    });
    expect(NOTICE_CODE.walletRemoved).toBe('wallet.removed');
    expect(WALLET_TOAST_MS).toBe(3000);
    expect(TOAST_DEFAULT_MS).toBe(30000);
  });
  it('PP-5-23 wallet delete confirm; PP-8-16 print helper: codes, never English', () => {
    expect([NOTICE_CODE.walletDeleteConfirm, NOTICE_CODE.yes, NOTICE_CODE.no]).toEqual([
      'wallet.deleteConfirm',
      'wallet.deleteYes',
      'wallet.deleteNo',
    ]);
    expect(printMissingMessage('receipt')).toEqual({
      code: 'list.printMissing',
      params: { id: 'receipt' },
    });
  });
  it('every notice code is a catalogue key, not a sentence', () => {
    for (const code of Object.values(NOTICE_CODE)) expect(code).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
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
