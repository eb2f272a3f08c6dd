import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../client.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { createSubmitFlow } from './createSubmitFlow.js';

// The flow's host events (docs/events.md): what a host hears through a real client whose
// network is scripted answer by answer. Each run records the events in order.
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const CHALLENGE = () =>
  json(403, { message: 'We have sent a one-time code.' }, { 'X-OTP-Required': 'email' });

interface Draft {
  amount: string;
  bypass_duplicate_check?: boolean;
}

/** A flow whose server gives `answers` in turn; returns it and the events it fired. */
function run(answers: Array<() => Response>) {
  const queue = [...answers];
  const fetch = (async () => {
    const next = queue.shift();
    if (!next) throw new Error('no more answers scripted');
    return next();
  }) as typeof globalThis.fetch;
  const client = createClient({
    baseURL: 'http://api.test',
    storage: createMemoryStorage(),
    fetch,
  });
  const events: unknown[] = [];
  const flow = createSubmitFlow<Draft, { id: number }>({
    defaults: () => ({ amount: '100', bypass_duplicate_check: false }),
    otp: client.otp,
    send: (draft, request) =>
      client.http.data('manager/transactions/iban', { ...request, method: 'POST', body: draft }),
    onChallenge: () => events.push('challenge'),
    onFailure: (failure) => events.push(['failure', failure]),
    onSuccess: (result) => events.push(['success', result]),
  });
  flow.connect();
  return { flow, client, events };
}

describe('the submit flow tells the host what happened, once, and only failures as failures', () => {
  it('a challenge answered with the right code: challenge, success (no 403 failure)', async () => {
    const { flow, client, events } = run([CHALLENGE, () => json(201, { data: { id: 7 } })]);
    await flow.submit();
    client.otp.enterCode('123456');
    await vi.waitFor(() => expect(flow.store.getState().outcome).toBe('done'));
    expect(events).toEqual(['challenge', ['success', { id: 7 }]]);
  });

  it('a wrong code is said in the dialog: still one challenge, no failure', async () => {
    const { flow, client, events } = run([
      CHALLENGE,
      () => json(403, { message: 'The code is invalid.' }, { 'X-OTP-Required': 'email' }),
      () => json(201, { data: { id: 8 } }),
    ]);
    await flow.submit();
    client.otp.enterCode('000000');
    await vi.waitFor(() => expect(client.otp.store.getState().error).toBe('The code is invalid.'));
    client.otp.enterCode('123456');
    await vi.waitFor(() => expect(flow.store.getState().outcome).toBe('done'));
    expect(events).toEqual(['challenge', ['success', { id: 8 }]]);
  });

  it('the duplicate prompt is no failure: confirmed, the resubmission succeeds', async () => {
    const { flow, events } = run([
      () => json(409, { message: 'Duplicate' }),
      () => json(201, { data: { id: 9 } }),
    ]);
    await flow.submit();
    expect(flow.store.getState().dialog).toEqual({ kind: 'duplicate' });
    expect(events).toEqual([]);
    flow.confirmDuplicate();
    await vi.waitFor(() => expect(flow.store.getState().outcome).toBe('done'));
    expect(events).toEqual([['success', { id: 9 }]]);
  });

  it('a refused submit is one failure with a code, never the server words', async () => {
    const { flow, events } = run([
      () => json(422, { message: 'Amount too high', errors: { amount: ['Too high'] } }),
    ]);
    await flow.submit();
    expect(events).toEqual([['failure', { status: 422, code: 'validation' }]]);
    expect(JSON.stringify(events)).not.toContain('too high');
  });

  it('a code closed by the user ends with nothing said', async () => {
    const { flow, client, events } = run([CHALLENGE]);
    await flow.submit();
    client.otp.cancel();
    expect(flow.store.getState().awaitingCode).toBe(false);
    expect(events).toEqual(['challenge']);
  });

  it('a failure after the code (500) is reported once, with its code', async () => {
    const { flow, client, events } = run([CHALLENGE, () => json(500, { message: 'boom' })]);
    await flow.submit();
    client.otp.enterCode('123456');
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual(['challenge', ['failure', { status: 500, code: 'server-error' }]]);
  });
});
