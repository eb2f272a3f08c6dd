import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECONNECT_BASE_MS,
  RECONNECT_JITTER_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
} from './backoff.js';
import { createLive, type PusherConstructor, type PusherLike } from './createLive.js';
import { ANNOUNCE_CHANNEL, COMPANY_EVENTS, companyChannel } from './liveEvents.js';

type Cb = (data: unknown) => void;
class FakePusher implements PusherLike {
  static last: FakePusher | null = null;
  handlers = new Map<string, Cb[]>();
  channels = new Map<string, Map<string, Cb>>();
  connects = 0;
  disconnects = 0;
  constructor(
    public key: string,
    public options: Record<string, unknown>,
  ) {
    FakePusher.last = this;
  }
  connection = {
    bind: (event: string, cb: Cb) =>
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), cb]),
  };
  subscribe(name: string) {
    const events = new Map<string, Cb>();
    this.channels.set(name, events);
    return { bind: (event: string, cb: Cb) => events.set(event, cb) };
  }
  unsubscribe(name: string) {
    this.channels.delete(name);
  }
  connect() {
    this.connects++;
  }
  disconnect() {
    this.disconnects++;
    this.state('disconnected');
  }
  state(current: string) {
    for (const cb of this.handlers.get('state_change') ?? []) cb({ current });
  }
  fire(channel: string, event: string, data: unknown) {
    this.channels.get(channel)?.get(event)?.(data);
  }
}

function setup() {
  const onAuthCode = vi.fn();
  const load = vi.fn(async () => FakePusher as unknown as PusherConstructor);
  const live = createLive({
    baseURL: 'http://api.test/api/v2',
    getToken: () => 'tok',
    onAuthCode,
    load,
    random: () => 0,
    log: () => {},
  });
  return { live, onAuthCode, load };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('PP-9-10 push reconnect backoff', () => {
  it('1.5 s doubling, capped at 30 s, plus up to 1 s jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((a) => reconnectDelay(a, () => 0))).toEqual([
      1500, 3000, 6000, 12000, 24000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0.999)).toBe(1500 + 999);
    expect([RECONNECT_BASE_MS, RECONNECT_MAX_MS, RECONNECT_JITTER_MS]).toEqual([1500, 30000, 1000]);
  });
});

describe('AC-7live live channel', () => {
  it('loads pusher-js only on connect', async () => {
    const { live, load } = setup();
    expect(load).not.toHaveBeenCalled();
    expect(live.store.getState().status).toBe('idle');
    await live.connect({ key: 'app' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('AC-7live-01..08 private company channel with its events; auth sends the bearer', async () => {
    const { live } = setup();
    const seen: [string, unknown][] = [];
    for (const e of COMPANY_EVENTS) live.on(e, (d) => seen.push([e, d]));
    await live.connect({ key: 'app', options: { wsHost: '127.0.0.1' } }, 7);
    const p = FakePusher.last as FakePusher;
    expect([...p.channels.keys()]).toEqual([ANNOUNCE_CHANNEL, 'private-company.7']);
    expect(companyChannel(7)).toBe('private-company.7');
    for (const e of COMPANY_EVENTS) p.fire('private-company.7', e, { id: 1 });
    expect(seen.map(([e]) => e)).toEqual([...COMPANY_EVENTS]);
    const auth = p.options.channelAuthorization as {
      endpoint: string;
      headersProvider: () => unknown;
    };
    expect(auth.endpoint).toBe('http://api.test/api/v2/broadcasting/auth');
    expect(auth.headersProvider()).toEqual({ Authorization: 'Bearer tok' });
    expect(p.options.wsHost).toBe('127.0.0.1');
  });

  it('PP-4.3-08 the announce channel auth-code event reaches the OTP handler', async () => {
    const { live, onAuthCode } = setup();
    await live.connect({ key: 'app' });
    FakePusher.last?.fire(ANNOUNCE_CHANNEL, 'auth-code', { otp: 123456, identifier: 'B' });
    FakePusher.last?.fire(ANNOUNCE_CHANNEL, 'auth-code', { nothing: true });
    expect(onAuthCode).toHaveBeenCalledExactlyOnceWith({ otp: '123456', identifier: 'B' });
  });

  it('AC-4-06 states connected, unavailable, disconnected, error; reconnect with backoff', async () => {
    const { live } = setup();
    await live.connect({ key: 'app' });
    const p = FakePusher.last as FakePusher;
    p.state('connected');
    expect(live.store.getState().status).toBe('connected');
    p.state('unavailable');
    expect(live.store.getState()).toMatchObject({ status: 'unavailable', attempt: 1 });
    vi.advanceTimersByTime(1499);
    expect(p.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(p.connects).toBe(1);
    p.state('failed');
    expect(live.store.getState()).toMatchObject({ status: 'error', attempt: 2 });
    vi.advanceTimersByTime(3000);
    expect(p.connects).toBe(2);
    p.state('connected');
    expect(live.store.getState().attempt).toBe(0);
  });

  it('says connected only once the company channel is subscribed, again after a reconnect', async () => {
    const { live } = setup();
    await live.connect({ key: 'app' }, 7);
    const p = FakePusher.last as FakePusher;
    p.state('connected');
    expect(live.store.getState().status).toBe('connecting');
    p.fire(companyChannel(7), 'pusher:subscription_succeeded', {});
    expect(live.store.getState().status).toBe('connected');
    p.state('unavailable');
    p.state('connected');
    expect(live.store.getState().status).toBe('unavailable');
    p.fire(companyChannel(7), 'pusher:subscription_succeeded', {});
    expect(live.store.getState().status).toBe('connected');
  });

  it('a second connect while pusher-js loads leaves one client', async () => {
    const { live, load } = setup();
    const made: FakePusher[] = [];
    load.mockImplementation(async () => {
      await Promise.resolve();
      return class extends FakePusher {
        constructor(key: string, o: Record<string, unknown>) {
          super(key, o);
          made.push(this);
        }
      } as unknown as PusherConstructor;
    });
    await Promise.all([live.connect({ key: 'a' }, 1), live.connect({ key: 'b' }, 2)]);
    expect(made.map((p) => p.key)).toEqual(['b']);
    expect(live.store.getState().companyId).toBe(2);
  });

  it('disconnect is for good: no reconnect', async () => {
    const { live } = setup();
    await live.connect({ key: 'app' });
    const p = FakePusher.last as FakePusher;
    live.disconnect();
    expect(live.store.getState().status).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(p.connects).toBe(0);
  });
});

describe('AC-7live events refresh the cache', () => {
  it('an account event through the client drops cached accounts', async () => {
    const { createClient } = await import('../client.js');
    const { createMemoryStorage } = await import('../storage/KeyValueStorage.js');
    const client = createClient({
      baseURL: 'http://api.test',
      storage: createMemoryStorage(),
      loadPusher: async () => FakePusher as unknown as PusherConstructor,
    });
    client.cache.set('manager/bank-accounts', [1]);
    client.cache.set('manager/bank-accounts/1', { id: 1 });
    client.cache.set('company', { id: 1 });
    await client.live.connect({ key: 'app' }, 1);
    FakePusher.last?.fire('private-company.1', 'account.updated', { id: 1 });
    expect(client.cache.peek('manager/bank-accounts')).toBeUndefined();
    expect(client.cache.peek('manager/bank-accounts/1')).toBeUndefined();
    expect(client.cache.peek('company')).toEqual({ id: 1 });
    client.dispose();
  });
});
