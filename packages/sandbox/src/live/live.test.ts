import { companyChannel } from '@flexportal/core';
import { CompanyEventPayload } from '@flexportal/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD } from '../db/demoLogins.js';
import { type RunningServer, startServer } from '../server.js';

let server: RunningServer;
const api = (path: string, init: RequestInit = {}, token?: string) =>
  fetch(`${server.apiUrl}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
async function login(email: string) {
  const res = await api('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: { access_token: string } } }).data.token
    .access_token;
}

/** A pusher-js-like client: collects frames, parses `data`. */
async function connect() {
  const ws = new WebSocket(
    `ws://${server.live.wsHost}:${server.live.wsPort}/app/${server.live.key}?protocol=7&client=js&version=8.4.0`,
  );
  const frames: Array<{ event: string; channel?: string; data: Record<string, unknown> }> = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    const f = JSON.parse(raw.toString()) as { event: string; channel?: string; data: string };
    frames.push({ ...f, data: JSON.parse(f.data) as Record<string, unknown> });
    for (const w of waiters.splice(0)) w();
  });
  const next = async (event: string, channel?: string) => {
    for (let i = 0; i < 100; i++) {
      const found = frames.findIndex(
        (f) => f.event === event && (!channel || f.channel === channel),
      );
      if (found >= 0) return frames.splice(found, 1)[0] as (typeof frames)[number];
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
    throw new Error(`no ${event}`);
  };
  const send = (event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));
  const established = await next('pusher:connection_established');
  return { ws, next, send, socketId: established.data.socket_id as string };
}

beforeAll(async () => {
  server = await startServer({ port: 0, otpRequired: false });
}, 60_000);
afterAll(() => server.close());

describe('Pusher protocol 7 live channel (AC-7live)', () => {
  it('establishes, answers ping, and refuses private channels without a valid signature', async () => {
    const c = await connect();
    expect(c.socketId).toMatch(/^\d+\.\d+$/);
    c.send('pusher:ping', {});
    await c.next('pusher:pong');
    c.send('pusher:subscribe', {
      channel: 'private-company.1',
      auth: `${server.live.key}:deadbeef`,
    });
    const err = await c.next('pusher:subscription_error');
    expect(err.data.status).toBe(401);
    c.send('pusher:subscribe', { channel: 'announce' });
    await c.next('pusher_internal:subscription_succeeded', 'announce');
    c.ws.close();
  });

  it('signs only the caller company channel, then publishes account updates on money moves', async () => {
    const acme = await login('manager@acme.test');
    const me = (await (await api('/auth/me', {}, acme)).json()) as {
      data: { company: { id: number } };
    };
    // Core's channel name: the one the client's live channel joins.
    const channel = companyChannel(me.data.company.id);
    const c = await connect();
    const form = (channel_name: string) =>
      api(
        '/broadcasting/auth',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ socket_id: c.socketId, channel_name }).toString(),
        },
        acme,
      );
    expect((await form('private-company.999')).status).toBe(403);
    expect((await api('/broadcasting/auth', { method: 'POST', body: '{}' }, acme)).status).toBe(
      422,
    );
    expect((await api('/broadcasting/auth', { method: 'POST', body: '{}' })).status).toBe(401);
    const signed = (await (await form(channel)).json()) as { auth: string };
    c.send('pusher:subscribe', { channel, auth: signed.auth });
    await c.next('pusher_internal:subscription_succeeded', channel);

    const accounts = (await (await api('/manager/bank-accounts', {}, acme)).json()) as {
      data: Array<{ id: number; name: string }>;
    };
    const id = (n: string) => accounts.data.find((a) => a.name === n)?.id;
    const res = await api(
      '/manager/transactions/transfer',
      {
        method: 'POST',
        body: JSON.stringify({
          bank_account_id: id('Acme EUR main'),
          to_account_id: id('Acme EUR free market'),
          amount: '1.00',
        }),
      },
      acme,
    );
    expect(res.status).toBe(201);
    const update = await c.next('account.updated', channel);
    // The payload is the contract's, the one the client's listeners are typed with.
    const account = CompanyEventPayload['account.updated'].parse(update.data);
    expect([id('Acme EUR main'), id('Acme EUR free market')]).toContain(account.id);
    c.ws.close();
  });

  it('refuses other paths', async () => {
    const ws = new WebSocket(`ws://${server.live.wsHost}:${server.live.wsPort}/app/wrong-key`);
    await new Promise<void>((resolve) => ws.on('error', () => resolve()));
  });
});

describe('auth-code on the announce channel (PP-4.3-08)', () => {
  it('publishes nothing when an e-mailed code is sent: only its approve link does (R15.1)', async () => {
    const { harness } = await import('../testing/harness.js');
    const { LiveHub } = await import('./hub.js');
    const published: Array<{ channel: string; event: string; data: unknown }> = [];
    class Spy extends LiveHub {
      override publish(channel: string, event: string, data: unknown) {
        published.push({ channel, event, data });
      }
    }
    const h = await harness({ live: new Spy() });
    try {
      const solo = await h.login('solo@individual.test');
      const accounts = (await (
        await h.call('GET', '/manager/bank-accounts', { token: solo })
      ).json()) as { data: Array<{ id: number }> };
      const res = await h.call('POST', '/manager/transactions/iban', {
        token: solo,
        headers: { 'X-Browser-Id': 'b'.repeat(30) },
        body: {
          bank_account_id: accounts.data[0]?.id,
          amount: '1',
          customer_iban: 'DE44500105175407324931',
          customer_name: 'W',
        },
      });
      expect(res.status).toBe(403);
      expect(published.filter((p) => p.event === 'auth-code')).toEqual([]);
    } finally {
      await h.close();
    }
  }, 60_000);
});
