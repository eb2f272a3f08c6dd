import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rate } from '../contract/rates.js';
import { createRates } from './createRates.js';
import { PAYMENT_RATE_INTERVAL_S, pairKey, RATE_SUBMIT_PAUSE_MS } from './ratePair.js';
import type { VisibilitySource } from './visibility.js';

const rate = (r: string): Rate => ({ sell: 'EUR', buy: 'USD', rate: r, updated_at: '' });

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isHidden: () => hidden,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return {
    source,
    set(h: boolean) {
      hidden = h;
      for (const l of listeners) l();
    },
  };
}

function setup() {
  let n = 0;
  const fetchRate = vi.fn(async () => rate(String(++n)));
  const vis = fakeVisibility();
  const rates = createRates({ fetchRate, visibility: vis.source, log: () => {} });
  return { rates, fetchRate, vis };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PP-4.7 rates', () => {
  it('PP-4.7-05 only when both sides are set', () => {
    const { rates, fetchRate } = setup();
    expect(rates.start('EUR', null)).toBeNull();
    expect(rates.start('', 'USD')).toBeNull();
    expect(fetchRate).not.toHaveBeenCalled();
  });

  it('PP-4.7-01/06 refreshes at once; the pair holds timer, interval, timerValue, loading, exchange', async () => {
    const { rates, fetchRate } = setup();
    const key = rates.start('EUR', 'USD', PAYMENT_RATE_INTERVAL_S);
    expect(key).toBe(pairKey('EUR', 'USD'));
    expect(fetchRate).toHaveBeenCalledOnce();
    expect(rates.store.getState().pairs['EUR/USD']).toMatchObject({
      timer: true,
      interval: 10,
      timerValue: 10,
      loading: true,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(rates.store.getState().pairs['EUR/USD']).toMatchObject({
      loading: false,
      exchange: rate('1'),
    });
    rates.stopAll();
  });

  it('PP-4.7-02/03 ticks every second, counts down, refreshes every 10 s and resets on success', async () => {
    const { rates, fetchRate } = setup();
    rates.start('EUR', 'USD', 10);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(rates.store.getState().pairs['EUR/USD']?.timerValue).toBe(7);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(fetchRate).toHaveBeenCalledTimes(2);
    expect(rates.store.getState().pairs['EUR/USD']?.timerValue).toBe(10);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchRate).toHaveBeenCalledTimes(3);
    rates.stopAll();
  });

  it('AC-4-07 without a timer value it refreshes once only', async () => {
    const { rates, fetchRate } = setup();
    rates.start('EUR', 'USD');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchRate).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('PP-4.7-04 stop clears the timer', async () => {
    const { rates, fetchRate } = setup();
    const key = rates.start('EUR', 'USD', 10) as string;
    rates.stop(key);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchRate).toHaveBeenCalledOnce();
    expect(rates.store.getState().pairs).toEqual({});
  });

  it('never more than one request in flight per pair', async () => {
    let release!: (r: Rate) => void;
    const fetchRate = vi.fn(() => new Promise<Rate>((r) => (release = r)));
    const rates = createRates({ fetchRate, visibility: fakeVisibility().source });
    const key = rates.start('EUR', 'USD', 1) as string;
    await vi.advanceTimersByTimeAsync(5_000);
    void rates.refresh(key);
    expect(fetchRate).toHaveBeenCalledOnce();
    release(rate('2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(rates.store.getState().pairs[key]?.loading).toBe(false);
    rates.stopAll();
  });

  it('PP-4.1-05 a submit pauses for 30 s', async () => {
    const { rates, fetchRate } = setup();
    rates.start('EUR', 'USD', 10);
    await vi.advanceTimersByTimeAsync(1_000);
    rates.pause(RATE_SUBMIT_PAUSE_MS);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchRate).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(fetchRate).toHaveBeenCalledTimes(2);
    rates.stopAll();
  });

  it('PP-4.1-06/07 pause until a time, for good, and resume', async () => {
    const { rates, fetchRate } = setup();
    const key = rates.start('EUR', 'USD', 2) as string;
    rates.pauseUntil(Date.now() + 5_000, key);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetchRate).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchRate).toHaveBeenCalledTimes(2);
    rates.pauseForever(key);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchRate).toHaveBeenCalledTimes(2);
    rates.resume(key);
    expect(fetchRate).toHaveBeenCalledTimes(3);
    rates.stopAll();
  });

  it('no polling while the page is hidden; a fresh rate when it shows again', async () => {
    const { rates, fetchRate, vis } = setup();
    rates.start('EUR', 'USD', 2);
    await vi.advanceTimersByTimeAsync(0);
    vis.set(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchRate).toHaveBeenCalledOnce();
    vis.set(false);
    expect(fetchRate).toHaveBeenCalledTimes(2);
    rates.stopAll();
  });

  it('a failed fetch waits one interval and keeps the last rate', async () => {
    const fetchRate = vi
      .fn()
      .mockResolvedValueOnce(rate('1'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(rate('3'));
    const rates = createRates({ fetchRate, visibility: fakeVisibility().source, log: () => {} });
    rates.start('EUR', 'USD', 2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(rates.store.getState().pairs['EUR/USD']).toMatchObject({
      exchange: rate('1'),
      timerValue: 2,
      loading: false,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(rates.store.getState().pairs['EUR/USD']?.exchange).toEqual(rate('3'));
    rates.stopAll();
  });

  it('two screens on one pair share it until the last one stops', async () => {
    const { rates, fetchRate } = setup();
    const key = rates.start('EUR', 'USD', 10) as string;
    rates.start('EUR', 'USD', 5);
    expect(rates.store.getState().pairs[key]).toMatchObject({ interval: 5, refs: 2 });
    rates.stop(key);
    expect(rates.store.getState().pairs[key]?.refs).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    // one request at start (the second start found it in flight), one after 5 s
    expect(fetchRate).toHaveBeenCalledTimes(2);
    rates.stop(key);
    expect(rates.store.getState().pairs).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });
});
