import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type FlexportalClient } from '../client.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { alwaysVisible } from './visibility.js';

// Resolved at run time only: core's type check must not follow the sandbox's sources.
const SANDBOX = '@flexportal/sandbox';
interface Sandbox {
  startServer(o: { port: number }): Promise<{ apiUrl: string; close(): Promise<void> }>;
}

let server: Awaited<ReturnType<Sandbox['startServer']>>;
let client: FlexportalClient;

beforeAll(async () => {
  const { startServer } = (await import(/* @vite-ignore */ SANDBOX)) as Sandbox;
  server = await startServer({ port: 0 });
  client = createClient({
    baseURL: server.apiUrl,
    storage: createMemoryStorage(),
    visibility: alwaysVisible,
  });
}, 30_000);
afterAll(async () => {
  client?.rates.stopAll();
  await server?.close();
});

describe('PP-4.7-01 / PP-7.3-06 rates against the sandbox', () => {
  it('starts a pair and fills exchange from GET rates/{a}/{b}', async () => {
    const key = client.rates.start('EUR', 'USD', 10) as string;
    await expect
      .poll(() => client.rates.store.getState().pairs[key]?.exchange?.rate)
      .toMatch(/^\d+\.\d+$/);
    expect(client.rates.store.getState().pairs[key]).toMatchObject({
      sell: 'EUR',
      buy: 'USD',
      loading: false,
    });
  });
});
