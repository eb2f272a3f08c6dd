import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWhileVisible } from './pollWhileVisible.js';
import type { VisibilitySource } from './visibility.js';

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isHidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    for (const l of listeners) l();
  };
  return { source, set, listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollWhileVisible', () => {
  it('runs at once and every interval while visible', () => {
    const run = vi.fn();
    const { source } = fakeVisibility();
    pollWhileVisible({ run, intervalMs: 20_000, visibility: source });
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(19_999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(40_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('stops while the page is hidden and runs at once when it shows again', () => {
    const run = vi.fn();
    const vis = fakeVisibility();
    pollWhileVisible({ run, intervalMs: 1000, visibility: vis.source });
    vis.set(true);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    vis.set(false);
    expect(run).toHaveBeenCalledTimes(2);
    vis.set(false); // a second "visible" changes nothing
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('does not start while hidden, and the stop ends timer and listener', () => {
    const run = vi.fn();
    const vis = fakeVisibility();
    vis.set(true);
    const stop = pollWhileVisible({ run, intervalMs: 1000, visibility: vis.source });
    expect(run).not.toHaveBeenCalled();
    vis.set(false);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    expect(vis.listeners.size).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
