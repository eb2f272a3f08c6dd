import { createClient, createMemoryStorage, MONEY_MOVED_KEYS } from '@flexportal/core';
import { expect, it } from 'vitest';
import { listenForRefresh, REFRESH_EVENT } from './hostRefresh.js';

it("the host's flexportal-refresh makes the client's screens read balances and lists again", () => {
  const client = createClient({ baseURL: 'http://api.invalid', storage: createMemoryStorage() });
  const heard: string[] = [];
  client.cache.onInvalidate((key) => heard.push(key));
  const stop = listenForRefresh(client, document);
  document.dispatchEvent(new Event(REFRESH_EVENT));
  expect(heard).toEqual([...MONEY_MOVED_KEYS]);
  stop();
  document.dispatchEvent(new Event(REFRESH_EVENT));
  expect(heard).toHaveLength(MONEY_MOVED_KEYS.length);
  client.dispose();
});
