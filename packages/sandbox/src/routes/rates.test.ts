import { Rate } from '@flexportal/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { type Database, openDatabase } from '../db/openDatabase.js';
import { rates } from '../db/schema.js';

let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openDatabase();
  app = createApp(database.db);
}, 60_000);
afterAll(() => database.close());

const get = (path: string) => app.request(`/api/v2${path}`);

describe('GET rates/{a}/{b} (PP-7.3-06)', () => {
  it('answers a seeded pair from the database in the data envelope', async () => {
    const res = await get('/rates/EUR/USD');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown };
    const rate = Rate.parse(body.data);
    expect(rate).toMatchObject({ sell: 'EUR', buy: 'USD', rate: '1.0842' });
  });

  it('reflects what is in the database, not a constant', async () => {
    await database.db.update(rates).set({ rate: '2.000000000000000001' });
    const res = await get('/rates/EUR/USD');
    expect(((await res.json()) as { data: { rate: string } }).data.rate).toBe(
      '2.000000000000000001',
    );
  });

  it('derives the inverse pair with NUMERIC precision', async () => {
    await database.db.update(rates).set({ rate: '4' });
    const res = await get('/rates/USD/EUR');
    expect(((await res.json()) as { data: { rate: string } }).data.rate).toBe('0.25');
  });

  it('answers 404 for an unknown pair and 422 with field errors for a bad code', async () => {
    expect((await get('/rates/XXX/USD')).status).toBe(404);
    const bad = await get('/rates/eur/USD');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      message: 'Must be an upper-case currency code',
      errors: { sell: ['Must be an upper-case currency code'] },
    });
  });

  it('publishes the route in the OpenAPI document', async () => {
    const doc = (await (await get('/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/rates/{sell}/{buy}');
  });
});
