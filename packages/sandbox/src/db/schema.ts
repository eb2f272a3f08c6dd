import { numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Mid-market rates between two currencies. NUMERIC keeps every digit; drizzle hands the
 * value over as a string, which is what the wire carries.
 */
export const rates = pgTable(
  'rates',
  {
    sell: varchar('sell', { length: 10 }).notNull(),
    buy: varchar('buy', { length: 10 }).notNull(),
    rate: numeric('rate', { precision: 36, scale: 18 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sell, t.buy] })],
);
