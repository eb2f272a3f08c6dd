import { describe, expect, it } from 'vitest';
import { statusTone } from './statusTone.js';

describe('statusTone', () => {
  it('colours the named statuses by what they mean', () => {
    expect(statusTone('settled')).toBe('success');
    expect(statusTone('progress')).toBe('info');
    expect(statusTone('api')).toBe('warning');
    expect(statusTone('denied')).toBe('danger');
  });
  it('keeps any other status neutral, inherited names included', () => {
    expect(statusTone('returned')).toBe('neutral');
    expect(statusTone('toString')).toBe('neutral');
  });
});
