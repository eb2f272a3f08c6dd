import { describe, expect, it, vi } from 'vitest';
import { createClient, type FlexportalClient } from '../client.js';
import { ERROR_CODE } from '../errors/texts.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { createSubmitFlow, type SubmitFlowOptions } from './createSubmitFlow.js';

// The two-factor part of the submit flow through a real client; only the network is
// scripted: a withdrawal is challenged until it carries the good code, a fee preview never is.
interface Draft {
  amount: string;
}
const GOOD = '123456';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const challenge = (message: string) => json(403, { message }, { 'X-OTP-Required': 'email' });

interface Seen {
  path: string;
  code: string | null;
}

/** A client whose server answers as above; `hang` holds withdrawals until they are aborted. */
function harness(options: { hang?: () => boolean; answer?: (code: string) => Response } = {}) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const path = new URL(req.url).pathname.replace(/^\//, '');
    const code = req.headers.get('x-otp-code');
    seen.push({ path, code });
    if (path === 'manager/grand-total/iban') return json(200, { data: { total: '13.00' } });
    if (code === null) return challenge('We have sent a one-time code to your e-mail.');
    if (options.hang?.()) {
      return new Promise<Response>((_, reject) => {
        if (req.signal.aborted) reject(req.signal.reason);
        req.signal.addEventListener('abort', () => reject(req.signal.reason));
      });
    }
    if (options.answer) return options.answer(code);
    return code === GOOD
      ? json(201, { data: { id: 7 } })
      : challenge('The code is invalid or has expired.');
  }) as typeof globalThis.fetch;
  const client = createClient({
    baseURL: 'http://api.test',
    storage: createMemoryStorage(),
    fetch,
  });
  return { client, seen };
}

const withdrawal = (
  client: FlexportalClient,
  extra: Partial<SubmitFlowOptions<Draft, { id: number }>> = {},
) =>
  createSubmitFlow<Draft, { id: number }>({
    defaults: () => ({ amount: '100' }),
    otp: client.otp,
    send: (draft, request) =>
      client.http.data('manager/transactions/iban', { ...request, method: 'POST', body: draft }),
    ...extra,
  });

describe('PP-4.2-02 / PP-4.3 the code resubmits the challenged request', () => {
  it('connected, disconnected and connected again (StrictMode) still resubmits, once', async () => {
    const { client, seen } = harness();
    const flow = withdrawal(client);
    flow.connect()(); // StrictMode: mount, unmount...
    const disconnect = flow.connect(); // ...mount again
    await flow.submit();
    expect(client.otp.store.getState()).toMatchObject({ required: true, method: 'email' });
    client.otp.enterCode(GOOD);
    expect(client.otp.store.getState().submitting).toBe(true);
    await vi.waitFor(() => expect(flow.store.getState().result).toEqual({ id: 7 }));
    expect(seen.map((s) => s.code)).toEqual([null, GOOD]);
    expect(client.otp.store.getState()).toMatchObject({ required: false, submitting: false });
    disconnect();
  });

  it('a disconnected flow takes no code, so nothing shows as verifying', async () => {
    const { client, seen } = harness();
    const flow = withdrawal(client);
    flow.connect()();
    await flow.submit();
    client.otp.enterCode(GOOD);
    expect(client.otp.store.getState().submitting).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('the code goes with the resubmission only: a fee preview in between carries none', async () => {
    const { client, seen } = harness();
    const flow = withdrawal(client);
    flow.connect();
    await flow.submit();
    client.otp.enterCode(GOOD);
    await client.http.data('manager/grand-total/iban', { method: 'POST', body: {} });
    await vi.waitFor(() => expect(flow.store.getState().outcome).toBe('done'));
    await client.http.data('manager/grand-total/iban', { method: 'POST', body: {} });
    expect(seen).toEqual([
      { path: 'manager/transactions/iban', code: null },
      { path: 'manager/transactions/iban', code: GOOD },
      { path: 'manager/grand-total/iban', code: null },
      { path: 'manager/grand-total/iban', code: null },
    ]);
  });

  it('PP-4.3-06 a refused code shows the server message, resets the digits; the next code resubmits', async () => {
    const { client, seen } = harness();
    const flow = withdrawal(client, {
      summary: (d) => [{ label: 'Amount', value: `${d.amount} EUR` }],
    });
    flow.connect();
    await flow.submit();
    expect(client.otp.store.getState().summary).toEqual([{ label: 'Amount', value: '100 EUR' }]);
    client.otp.enterCode('000000');
    await vi.waitFor(() =>
      expect(client.otp.store.getState()).toMatchObject({
        required: true,
        error: 'The code is invalid or has expired.',
        code: '',
        submitting: false,
      }),
    );
    expect(flow.store.getState()).toMatchObject({ awaitingCode: true, status: 'idle' });
    client.otp.enterCode(GOOD);
    await vi.waitFor(() => expect(flow.store.getState().outcome).toBe('done'));
    expect(seen.map((s) => s.code)).toEqual([null, '000000', GOOD]);
  });

  it('no answer in 30 s: the dialog says so and stays open; entering the code again retries', async () => {
    let hang = true;
    const { client, seen } = harness({ hang: () => hang });
    const timeouts: AbortController[] = [];
    const flow = withdrawal(client, {
      codeTimeout: () => {
        const c = new AbortController();
        timeouts.push(c);
        return c.signal;
      },
    });
    flow.connect();
    await flow.submit();
    client.otp.enterCode(GOOD);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(client.otp.store.getState().submitting).toBe(true);
    timeouts[0]?.abort(new DOMException('timed out', 'TimeoutError'));
    await vi.waitFor(() =>
      expect(client.otp.store.getState()).toMatchObject({
        required: true,
        error: ERROR_CODE.codeNoAnswer,
        submitting: false,
        code: '',
      }),
    );
    expect(flow.store.getState()).toMatchObject({ status: 'idle', awaitingCode: true });
    hang = false;
    client.otp.enterCode(GOOD);
    await vi.waitFor(() => expect(flow.store.getState().result).toEqual({ id: 7 }));
    expect(seen.map((s) => s.code)).toEqual([null, GOOD, GOOD]);
  });

  it('Cancel while the code is on its way: the dialog closes, the flow is idle, the draft kept', async () => {
    const { client } = harness({ hang: () => true });
    const flow = withdrawal(client);
    flow.connect();
    flow.setDraft({ amount: '12.34' });
    await flow.submit();
    client.otp.enterCode(GOOD);
    expect(flow.store.getState().status).toBe('submitting');
    client.otp.cancel();
    await vi.waitFor(() => expect(flow.store.getState().status).toBe('idle'));
    expect(flow.store.getState()).toMatchObject({
      awaitingCode: false,
      draft: { amount: '12.34' },
      message: null,
    });
    expect(client.otp.store.getState()).toMatchObject({ required: false, canceled: true });
  });

  it('any other answer to the code closes the dialog and shows on the form (422)', async () => {
    const { client } = harness({
      answer: () => json(422, { message: 'Bad', errors: { amount: ['Too much'] } }),
    });
    const flow = withdrawal(client);
    flow.connect();
    await flow.submit();
    client.otp.enterCode(GOOD);
    await vi.waitFor(() =>
      expect(flow.store.getState()).toMatchObject({
        awaitingCode: false,
        errors: { amount: ERROR_CODE.fieldAmount },
      }),
    );
    expect(client.otp.store.getState()).toMatchObject({ required: false, submitting: false });
  });
});
