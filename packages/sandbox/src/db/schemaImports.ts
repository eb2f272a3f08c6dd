import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { bankAccounts, companies, users } from './schema.js';

// Kept apart from schema.ts (already long); drizzle.config.ts lists it.

/**
 * Bulk imports (AC-3-10/11, AC-4-05, AC-7mgr-22): one row per submitted file, worked off by
 * the background job (routes/importJob.ts). Amounts are in the account's minor units as
 * decimal strings of integers; files are kept base64 (small: the upload limit applies).
 * `rows` holds the checked rows the job posts, so it never parses the file again.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('QUEUE'),
    originalFile: text('original_file').notNull(),
    errorsFile: text('errors_file'),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    rowsTotal: integer('rows_total').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    successUnits: varchar('success_units', { length: 60 }).notNull().default('0'),
    successWithFeeUnits: varchar('success_with_fee_units', { length: 60 }).notNull().default('0'),
    failedCount: integer('failed_count').notNull().default(0),
    failedUnits: varchar('failed_units', { length: 60 }).notNull().default('0'),
    errors: jsonb('errors').$type<Record<string, string[]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('imports_company_idx').on(t.companyId, t.id)],
);
