import {
  createClient,
  createMemoryStorage,
  createSubmitFlow,
  type FlexportalClient,
} from '@flexportal/core';
import { describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../../../e2e/support/totp.js';
import { fileSandbox } from '../../../../tests/support/fileSandbox.js';
import { createAuth, type LoginAnswer } from './createAuth.js';

// Sign-in with two-factor against the real sandbox (switched on), through the portal's auth
// and the submit flow the login form uses.
const server = fileSandbox({ loginTwoFactor: true });

/** The login form's flow over the portal's auth, as `SignInForm` builds it. */
function signInFlow(client: FlexportalClient) {
  const auth = createAuth(client);
  const seen: Array<string | null> = [];
  const flow = createSubmitFlow<{ email: string; password: string }, LoginAnswer>({
    defaults: () => ({ email: 'manager@acme.test', password: server().demoPassword }),
    send: ({ email, password }, request) => {
      seen.push(request.otpCode ?? null);
      return auth.login(email, password, request);
    },
    otp: client.otp,
  });
  return { auth, flow, seen };
}

describe('sign-in with two-factor (real sandbox)', () => {
  it('StrictMode-like connect, disconnect, connect: a refused code shows the message, the right one signs in', async () => {
    const client = createClient({ baseURL: server().apiUrl, storage: createMemoryStorage() });
    const { auth, flow, seen } = signInFlow(client);
    flow.connect()();
    const disconnect = flow.connect();
    await flow.submit();
    expect(client.otp.store.getState()).toMatchObject({ required: true, method: 'google' });
    const good = totpCode(server().demoTotpSecret);
    const wrong = good === '000000' ? '111111' : '000000';
    client.otp.enterCode(wrong);
    await vi.waitFor(
      () =>
        expect(client.otp.store.getState()).toMatchObject({
          required: true,
          submitting: false,
          code: '',
          error: 'The code is invalid or has expired.',
        }),
      // The sandbox answers the wrong code over HTTP: on a loaded CI runner that took more
      // than waitFor's default 1 s (seen in a fresh-clone run with a load of 20).
      { timeout: 10_000 },
    );
    client.otp.enterCode(good);
    await vi.waitFor(() => expect(flow.store.getState().outcome).toBe('done'), { timeout: 10_000 });
    expect(auth.store.getState().user?.email).toBe('manager@acme.test');
    expect(client.session.store.getState().authenticated).toBe(true);
    expect(client.otp.store.getState()).toMatchObject({ required: false, submitting: false });
    expect(seen).toEqual([null, wrong, good]);
    disconnect();
  }, 30_000);
});
