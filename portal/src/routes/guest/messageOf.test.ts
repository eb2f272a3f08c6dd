import { describe, expect, it } from 'vitest';
import { messageOf } from './messageOf.js';

describe('messageOf', () => {
  it('reads a bare or a wrapped message, and nothing else', () => {
    expect(messageOf({ message: 'Sent' })).toBe('Sent');
    expect(messageOf({ data: { message: 'Sent' } })).toBe('Sent');
    expect(messageOf({ data: [] })).toBeUndefined();
    expect(messageOf(null)).toBeUndefined();
    expect(messageOf({ message: '' })).toBeUndefined();
  });
});
