import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client.js';
import { ERROR_CODE } from '../errors/texts.js';
import { createOtp } from '../otp/createOtp.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { createSubmitFlow } from './createSubmitFlow.js';

interface Draft {
  amount: string;
  bypass_duplicate_check: boolean;
}
const defaults = (): Draft => ({ amount: '100', bypass_duplicate_check: false });
const httpError = (status: number, data: unknown = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { response: new Response(null, { status }), data });

describe('PP-4.1 form submit', () => {
  it('PP-4.1-01 idle -> submitting -> done -> idle; PP-4.1-04 draft resets after success', async () => {
    const flow = createSubmitFlow<Draft, { id: number }>({
      defaults,
      send: async () => ({ id: 1 }),
    });
    const seen: string[] = [];
    flow.store.subscribe((s, p) => s.status !== p.status && seen.push(s.status));
    flow.setDraft({ amount: '5' });
    await flow.submit();
    expect(seen).toEqual(['submitting', 'done', 'idle']);
    expect(flow.store.getState()).toMatchObject({
      outcome: 'done',
      result: { id: 1 },
      draft: defaults(),
    });
  });

  it('PP-4.1-01 submitting clears errors; error goes back to idle', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        httpError(422, { message: 'Bad', errors: { amount: ['Too low', 'Max 2 decimals'] } }),
      );
    const log = vi.fn();
    const flow = createSubmitFlow<Draft>({ defaults, send, log });
    const seen: string[] = [];
    flow.store.subscribe((s, p) => s.status !== p.status && seen.push(s.status));
    await flow.submit();
    expect(seen).toEqual(['submitting', 'error', 'idle']);
    // Issue 38: the catalogue's codes on the form, the server's words in the developer's log.
    expect(flow.store.getState()).toMatchObject({
      outcome: 'error',
      errors: { amount: ERROR_CODE.fieldAmount },
      message: ERROR_CODE.refused,
      draft: { amount: '100' },
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Max 2 decimals'));
    // PP-4.1-03 retry after error
    send.mockResolvedValueOnce('ok');
    const p = flow.submit();
    expect(flow.store.getState().errors).toEqual({});
    await p;
    expect(flow.store.getState().outcome).toBe('done');
  });

  it("PP-4.1-02 a second submit while submitting is ignored and logs 'Form already submitted'", async () => {
    let release!: () => void;
    const send = vi.fn(() => new Promise<void>((r) => (release = r)));
    const log = vi.fn();
    const flow = createSubmitFlow<Draft>({ defaults, send, log });
    const first = flow.submit();
    await flow.submit();
    expect(send).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('Form already submitted');
    release();
    await first;
  });

  it('PP-4.1-05 onSubmit runs when a submit starts (rates pause there)', async () => {
    const onSubmit = vi.fn();
    const flow = createSubmitFlow<Draft>({ defaults, send: async () => 1, onSubmit });
    await flow.submit();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('PP-8-08 401 on submit opens a dialog with the message', async () => {
    const flow = createSubmitFlow<Draft>({
      defaults,
      send: async () => Promise.reject(httpError(401, {})),
    });
    await flow.submit();
    expect(flow.store.getState().dialog).toEqual({
      kind: 'unauthorized',
      message: ERROR_CODE.unauthorized,
    });
    flow.dismissDialog();
    expect(flow.store.getState().dialog).toBeNull();
  });
});

describe('PP-4.2 automatic resubmission', () => {
  it('PP-8-09 / PP-4.2-01 a 409 asks to confirm; confirming sets bypass_duplicate_check and resubmits', async () => {
    const send = vi
      .fn<(d: Draft) => Promise<string>>()
      .mockRejectedValueOnce(httpError(409, { message: 'dup' }))
      .mockResolvedValueOnce('ok');
    const flow = createSubmitFlow<Draft, string>({ defaults, send });
    await flow.submit();
    expect(flow.store.getState().dialog).toEqual({ kind: 'duplicate' });
    flow.confirmDuplicate();
    await vi.waitFor(() => expect(flow.store.getState().outcome).toBe('done'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0].bypass_duplicate_check).toBe(true);
  });

  it('PP-4.2-01 setting bypass_duplicate_check directly resubmits', async () => {
    const send = vi.fn(async () => 'ok');
    const flow = createSubmitFlow<Draft>({ defaults, send });
    flow.setDraft({ bypass_duplicate_check: true });
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
  });

  it('PP-4.2-02 a fresh two-factor code resubmits the pending form; closing cancels', async () => {
    const otp = createOtp(() => 'B');
    const send = vi.fn().mockRejectedValue(
      Object.assign(httpError(403, {}), {
        response: new Response(null, { status: 403, headers: { 'X-OTP-Required': 'google' } }),
      }),
    );
    const flow = createSubmitFlow<Draft>({ defaults, send, otp });
    const disconnect = flow.connect();
    await flow.submit();
    expect(flow.store.getState().awaitingCode).toBe(true);
    send.mockResolvedValueOnce('ok');
    otp.enterCode('123456');
    await vi.waitFor(() => expect(flow.store.getState().outcome).toBe('done'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(otp.store.getState().required).toBe(false);
    // PP-4.3-05 closing cancels the pending submit: a later code does nothing
    await flow.submit();
    otp.cancel();
    expect(flow.store.getState().awaitingCode).toBe(false);
    otp.enterCode('654321');
    expect(send).toHaveBeenCalledTimes(3);
    disconnect();
  });

  it('end to end through the client: 403 challenge, code, resubmission with X-OTP-Code', async () => {
    const seen: (string | null)[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      const code = req.headers.get('x-otp-code');
      seen.push(code);
      return code === '123456'
        ? new Response(JSON.stringify({ data: { id: 9 } }), {
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ message: 'Code required' }), {
            status: 403,
            headers: { 'content-type': 'application/json', 'X-OTP-Required': 'google' },
          });
    }) as typeof globalThis.fetch;
    const client = createClient({
      baseURL: 'http://api.test',
      storage: createMemoryStorage(),
      fetch,
    });
    const flow = createSubmitFlow<Draft, { id: number }>({
      defaults,
      otp: client.otp,
      send: (draft, request) =>
        client.http.data('manager/transactions/transfer', {
          ...request,
          method: 'POST',
          body: draft,
        }),
    });
    flow.connect();
    await flow.submit();
    expect(client.otp.store.getState().required).toBe(true);
    client.otp.enterCode('123456');
    await vi.waitFor(() => expect(flow.store.getState().result).toEqual({ id: 9 }));
    expect(seen).toEqual([null, '123456']);
  });
});
