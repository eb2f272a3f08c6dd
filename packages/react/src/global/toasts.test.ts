import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToasts, TOAST_DEFAULT_MS } from './toasts.js';

afterEach(() => vi.useRealTimers());

describe('PP-9-02 toasts', () => {
  it('last 30 s by default, or the given time (wallet toasts 3 s)', () => {
    vi.useFakeTimers();
    const toasts = createToasts();
    toasts.show('Saved');
    toasts.show('Wallet removed successfully', { durationMs: 3000 });
    expect(TOAST_DEFAULT_MS).toBe(30_000);
    vi.advanceTimersByTime(3000);
    expect(toasts.store.getState().toasts.map((t) => t.message)).toEqual(['Saved']);
    vi.advanceTimersByTime(27_000);
    expect(toasts.store.getState().toasts).toEqual([]);
  });
});
