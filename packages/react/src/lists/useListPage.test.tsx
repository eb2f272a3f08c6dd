import { createCache, type ListResult, moneyMoved } from '@flexportal/core';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ListLoader, type ListRequest, useListPage } from './useListPage.js';

// A loader the test answers by hand: the hook's contract is with its caller's loader.
function manualLoader() {
  const calls: Array<{
    request: ListRequest;
    signal: AbortSignal;
    answer: (page: number[]) => void;
    fail: () => void;
  }> = [];
  const load: ListLoader<number> = (request, signal) =>
    new Promise<ListResult<number>>((resolve, reject) => {
      calls.push({
        request,
        signal,
        answer: (items) =>
          resolve({
            items,
            meta: {
              current_page: request.page,
              last_page: 9,
              per_page: request.per_page,
              path: '',
              from: 1,
              to: items.length,
              total: 90,
            },
          }),
        fail: () => reject(new Error('boom')),
      });
    });
  // StrictMode mounts twice: the first mount's request is aborted, the live one is the last.
  const live = () => calls.filter((c) => !c.signal.aborted);
  return { load, calls, live };
}
const at = (page: number): ListRequest => ({ page, per_page: 10, filters: {} });

describe('useListPage', () => {
  it('loads, keeps the previous rows stale while the next page loads, aborts the old request', async () => {
    const { load, calls, live } = manualLoader();
    const { result, rerender } = renderHook(({ state }) => useListPage({ load, state }), {
      initialProps: { state: at(1) },
    });
    expect(result.current.status).toBe('loading');
    expect(live()).toHaveLength(1);
    live()[0]?.answer([1, 2]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual([1, 2]);

    rerender({ state: at(2) });
    expect(result.current).toMatchObject({ status: 'loading', stale: true, items: [1, 2] });
    const second = calls.at(-1);
    rerender({ state: at(3) });
    expect(second?.signal.aborted).toBe(true);
    second?.answer([20]); // too late: aborted, never shown
    calls.at(-1)?.answer([30]);
    await waitFor(() => expect(result.current.items).toEqual([30]));
    expect(result.current).toMatchObject({ status: 'ready', stale: false });
    expect(result.current.meta?.current_page).toBe(3);
  });

  it('does not load again for an equal state, and reloads on demand', async () => {
    const { load, calls, live } = manualLoader();
    const { result, rerender } = renderHook(({ state }) => useListPage({ load, state }), {
      initialProps: { state: at(1) },
    });
    const made = calls.length;
    rerender({ state: at(1) });
    expect(calls).toHaveLength(made);
    expect(live()).toHaveLength(1);
    live()[0]?.answer([1]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    result.current.reload();
    await waitFor(() => expect(calls).toHaveLength(made + 1));
  });

  it('only logs a failure (PP-8-18) and keeps what it had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load, live } = manualLoader();
    const { result } = renderHook(() => useListPage({ load, state: at(1) }));
    live()[0]?.fail();
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.items).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('loads again, rows kept meanwhile, when money moved elsewhere; not for another path', async () => {
    const { load, calls, live } = manualLoader();
    const cache = createCache();
    const source = { cache, path: 'manager/transactions' };
    const { result } = renderHook(() => useListPage({ load, state: at(1), source }));
    live().at(-1)?.answer([1]);
    await waitFor(() => expect(result.current.items).toEqual([1]));
    const before = calls.length;
    cache.invalidate('manager/crypto-wallets');
    expect(calls).toHaveLength(before);
    moneyMoved(cache);
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(result.current).toMatchObject({ status: 'loading', items: [1], stale: true });
    live().at(-1)?.answer([2, 1]);
    await waitFor(() => expect(result.current.items).toEqual([2, 1]));
  });
});
