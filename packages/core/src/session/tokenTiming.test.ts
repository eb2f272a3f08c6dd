import { describe, expect, it } from 'vitest';
import {
  isAuthenticated,
  isRefreshDue,
  isWarningDue,
  readStoredToken,
  toStoredToken,
} from './tokenTiming.js';

const at = (secondsFromZero: number) => ({ access_token: 't', expires_at: secondsFromZero });
const MIN = 60_000;

describe('PP-4.8-01 no token or an expired token means unauthenticated', () => {
  it('checks presence and expiry', () => {
    expect(isAuthenticated(null, 0)).toBe(false);
    expect(isAuthenticated(at(10), 9_999)).toBe(true);
    expect(isAuthenticated(at(10), 10_000)).toBe(false);
  });
});

describe('PP-4.8-02 refresh due under 10 minutes left on a valid token', () => {
  it('is due just under 10 minutes, not at 10, not when expired', () => {
    const token = at(3600);
    expect(isRefreshDue(token, 3600_000 - 10 * MIN)).toBe(false);
    expect(isRefreshDue(token, 3600_000 - 10 * MIN + 1)).toBe(true);
    expect(isRefreshDue(token, 3600_000)).toBe(false);
  });
});

describe('PP-4.8-03 warning at 120 s or less', () => {
  it('shows at 120 s, not at 121 s', () => {
    const token = at(1000);
    expect(isWarningDue(token, 1000_000 - 121_000)).toBe(false);
    expect(isWarningDue(token, 1000_000 - 120_000)).toBe(true);
  });
});

describe('PP-3.1-01 token reading', () => {
  it('takes expires_at or expires_in, rejects junk', () => {
    expect(toStoredToken({ access_token: 'a', expires_in: 60 }, 1000_000)).toEqual({
      access_token: 'a',
      expires_at: 1060,
    });
    expect(toStoredToken({ access_token: 'a', expires_at: 5 }, 0)).toEqual({
      access_token: 'a',
      expires_at: 5,
    });
    expect(toStoredToken({ expires_at: 5 }, 0)).toBeNull();
    expect(readStoredToken('{bad')).toBeNull();
  });
});
