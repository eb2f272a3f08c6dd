import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { defineElements } from './defineElements.js';

// P9's guard in the unit suite: mounting and removing a screen's element many times leaves
// nothing subscribed to the client's long-lived stores and emitter, and no rate pair
// running. (The browser bench, bench/lib/mountLeaks.mjs, measures the heap itself.)

interface Store {
  subscribe(listener: (...args: never[]) => void): () => void;
}

/** Wraps `subscribe`-like methods so the live subscriptions can be counted. */
function counted(
  targets: Array<{ name: string; object: Record<string, unknown>; method: string }>,
) {
  const live = new Map<string, number>(targets.map((t) => [t.name, 0]));
  for (const { name, object, method } of targets) {
    const original = object[method] as (...a: unknown[]) => () => void;
    object[method] = (...args: unknown[]) => {
      live.set(name, (live.get(name) ?? 0) + 1);
      const off = original.apply(object, args);
      let done = false;
      return () => {
        if (!done) live.set(name, (live.get(name) ?? 0) - 1);
        done = true;
        off();
      };
    };
  }
  return () => Object.fromEntries(live);
}

const storesOf = (client: FlexportalClient) =>
  [
    ['session', client.session.store],
    ['otp', client.otp.store],
    ['rates', client.rates.store],
    ['cache', client.cache.store],
    ['dictionaries', client.dictionaries.store],
    ['live', client.live.store],
  ].map(([name, store]) => ({
    name: name as string,
    object: store as unknown as Record<string, unknown>,
    method: 'subscribe' satisfies keyof Store,
  }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });
const answer = await client.http.data<{ token: unknown }>('auth/login', {
  method: 'POST',
  body: { email: 'manager@acme.test', password: 'Sandbox#2026' },
});
client.session.setToken(answer.token);
const subscriptions = counted([
  ...storesOf(client),
  { name: 'events', object: client.events as never, method: 'on' },
]);
defineElements(client);
afterAll(() => client.dispose());

describe('mounting and removing a screen element', () => {
  it.each([
    ['flexportal-rate', { sell: 'EUR', buy: 'USD' }],
    ['flexportal-withdrawal', {}],
    ['flexportal-transactions', {}],
  ])('%s 30 times leaves no store subscription and no rate pair behind', async (tag, attrs) => {
    const before = subscriptions();
    let mounted: Record<string, number> = {};
    for (let i = 0; i < 30; i++) {
      const el = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.body.append(el);
      await expect.poll(() => el.shadowRoot?.childElementCount ?? 0).toBeGreaterThan(0);
      await settle();
      if (i === 0) mounted = subscriptions();
      el.remove();
      await settle();
    }
    // The screen did subscribe while mounted (else this test would prove nothing) ...
    expect(Object.values(mounted).reduce((a, b) => a + b, 0)).toBeGreaterThan(
      Object.values(before).reduce((a, b) => a + b, 0),
    );
    // ... and every subscription went with it.
    expect(subscriptions()).toEqual(before);
    expect(client.rates.store.getState().pairs).toEqual({});
  });
});
