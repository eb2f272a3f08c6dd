import { describe, expect, it } from 'vitest';
import {
  NOTICE_TEXT,
  printMissingMessage,
  TOAST_DEFAULT_MS,
  WALLET_TOAST_MS,
  walletCreatedMessage,
} from './notices.js';
import { ERROR_TEXT } from './texts.js';

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
  it('PP-8-01..10 texts are exact', () => {
    expect(ERROR_TEXT).toEqual({
      serverError: 'Server Error, please try again later',
      serverErrorButton: 'Ok, got it!',
      maintenance: 'Maintenance mode',
      remotePortal: 'Remote portal is unavailable. Please try again later',
      unauthorized: 'Unauthorized',
      unexpected: 'Unexpected error occurred. Please try again later',
      unknown: 'Unknown error',
      codeAccepted: 'Code accepted. Verification process...',
      codeNoAnswer: 'The server did not answer in time. Enter the code again to retry.',
      formAlreadySubmitted: 'Form already submitted',
    });
  });
});
