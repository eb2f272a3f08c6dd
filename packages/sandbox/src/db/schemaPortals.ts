import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bankAccounts, companies } from './schema.js';

// The simulated remote portals (AC-7 portals); drizzle.config.ts lists this file.

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** What arrives at a remote account moves on to one of the company's accounts (AC-7mgr-33). */
export const portalAutoTransfers = pgTable(
  'portal_auto_transfers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    service: varchar('service', { length: 40 }).notNull(),
    remoteAccountId: varchar('remote_account_id', { length: 64 }).notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_auto_transfers_remote').on(t.companyId, t.service, t.remoteAccountId),
    index('portal_auto_transfers_company').on(t.companyId),
  ],
);
