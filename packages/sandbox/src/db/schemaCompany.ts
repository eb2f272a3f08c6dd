import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bankAccounts, companies, users } from './schema.js';

// The company area of issue 24 (reports first); drizzle.config.ts lists this file.

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * Approved-transactions reports (AC-3-12, AC-7mgr-20/21). A background job fills `content`
 * (the file, base64) and moves `status` from queued through processing to done or error.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    name: varchar('name', { length: 200 }).notNull(),
    dateFrom: varchar('date_from', { length: 10 }),
    dateTo: varchar('date_to', { length: 10 }),
    period: varchar('period', { length: 20 }),
    format: varchar('format', { length: 10 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    rows: integer('rows'),
    content: text('content'),
    createdAt: createdAt(),
  },
  (t) => [index('reports_company_idx').on(t.companyId, t.id)],
);
