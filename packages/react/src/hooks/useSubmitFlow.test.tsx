import { createOtp } from '@flexportal/core';
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
    expect(send).toHaveBeenCalledWith({ amount: '5' }, {});
    await act(async () => {
      resolve('tx-1');
      await pending;
    });
    expect(onSuccess).toHaveBeenCalledWith('tx-1');
    expect(result.current[0].draft).toEqual({ amount: '100' });
    expect(result.current[0].outcome).toBe('done');
  });

  it('under StrictMode (mount, unmount, mount) a code still resubmits, with the code', async () => {
    const otp = createOtp(() => 'B');
    const challenged = Object.assign(new Error('403'), {
      response: new Response(null, { status: 403, headers: { 'X-OTP-Required': 'google' } }),
    });
    const send = vi.fn().mockRejectedValueOnce(challenged).mockResolvedValueOnce('tx-2');
    const { result } = renderHook(() =>
      useSubmitFlow({ defaults: () => ({ amount: '100' }), send, otp }),
    );
    await act(() => result.current[1].submit());
    expect(result.current[0].awaitingCode).toBe(true);
    await act(async () => {
      otp.enterCode('123456');
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toMatchObject({ otpCode: '123456' });
    expect(result.current[0]).toMatchObject({ outcome: 'done', result: 'tx-2' });
  });
});
