import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSandbox } from '../../../../tests/support/fileSandbox.js';
import { createClient, type FlexportalClient } from '../client.js';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { alwaysVisible } from './visibility.js';

const server = fileSandbox();
let client: FlexportalClient;

beforeAll(() => {
  client = createClient({
    baseURL: server().apiUrl,
    storage: createMemoryStorage(),
    visibility: alwaysVisible,
  });
});
afterAll(() => {
  client?.rates.stopAll();
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
