import { CurrencyCode, dataEnvelope, Rate } from '@flexportal/core/contract';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { WriteEpochCache } from '../cache/writeEpoch.js';
import { rates } from '../db/schema.js';
import type { Db } from '../db/types.js';

const route = createRoute({
  method: 'get',
  path: '/rates/{sell}/{buy}',
  summary: 'Public rate of one pair (PP-7.3-06)',
  request: { params: z.object({ sell: CurrencyCode, buy: CurrencyCode }) },
  responses: {
    200: {
      description: 'How many `buy` one `sell` is worth',
      content: { 'application/json': { schema: dataEnvelope(Rate) } },
    },
    404: {
      description: 'No rate for this pair',
      content: { 'application/json': { schema: z.object({ message: z.string() }) } },
    },
  },
});

/** Rates by pair until the next write (PGlite only; see cache/writeEpoch.ts). */
const cachedRates = new WriteEpochCache<{ rate: string; updatedAt: string } | undefined>();

/**
 * Reads a pair, or derives it from the stored inverse; NUMERIC math stays in SQL. On
 * PGlite a repeat read with no write in between costs no query.
 */
export async function findRate(db: Pick<Db, 'select'>, sell: string, buy: string) {
  if (sell === buy) return { rate: '1', updatedAt: new Date().toISOString() };
  const found = await cachedRates.get(db, `${sell}/${buy}`, () => readRate(db, sell, buy));
  return found && { ...found };
}

async function readRate(db: Pick<Db, 'select'>, sell: string, buy: string) {
  const direct = await db
    .select({ rate: sql<string>`trim_scale(${rates.rate})::text`, updatedAt: rates.updatedAt })
    .from(rates)
    .where(and(eq(rates.sell, sell), eq(rates.buy, buy)));
  if (direct[0]) return direct[0];
  const inverse = await db
    .select({
      rate: sql<string>`trim_scale(round(1 / ${rates.rate}, 18))::text`,
      updatedAt: rates.updatedAt,
    })
    .from(rates)
    .where(and(eq(rates.sell, buy), eq(rates.buy, sell)));
  return inverse[0];
}

/** Registers `GET rates/{sell}/{buy}`, public (no authentication). */
export function registerRates(app: OpenAPIHono, db: Db): void {
  app.openapi(route, async (c) => {
    const { sell, buy } = c.req.valid('param');
    const found = await findRate(db, sell, buy);
    if (!found) return c.json({ message: `No rate for ${sell}/${buy}` }, 404);
    const updated_at = new Date(found.updatedAt).toISOString();
    return c.json({ data: { sell, buy, rate: found.rate, updated_at } }, 200);
  });
}
