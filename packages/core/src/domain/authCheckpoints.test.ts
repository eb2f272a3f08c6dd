import { describe, expect, it } from 'vitest';
import { checkpointAction } from './authCheckpoints.js';

describe('checkpoint toggle (AC-7admin-09)', () => {
  it('offers to block an active checkpoint and to unblock a blocked one', () => {
    expect(checkpointAction('active')).toBe('block');
    expect(checkpointAction('blocked')).toBe('unblock');
  });

  it('treats an unknown status as not blocked, like the server', () => {
    expect(checkpointAction('suspended')).toBe('block');
  });
});
