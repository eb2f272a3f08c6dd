import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitFlow } from './useSubmitFlow.js';

describe('useSubmitFlow', () => {
  it('drives one flow through submitting to done and resets the draft (PP-4.1)', async () => {
    let resolve: (v: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const onSuccess = vi.fn();
    const { result } = renderHook(() =>
      useSubmitFlow({ defaults: () => ({ amount: '100' }), send, onSuccess }),
    );
    act(() => result.current[1].setDraft({ amount: '5' }));
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current[1].submit();
    });
    expect(result.current[0].status).toBe('submitting');
    expect(send).toHaveBeenCalledWith({ amount: '5' });
    await act(async () => {
      resolve('tx-1');
      await pending;
    });
    expect(onSuccess).toHaveBeenCalledWith('tx-1');
    expect(result.current[0].draft).toEqual({ amount: '100' });
    expect(result.current[0].outcome).toBe('done');
  });
});
