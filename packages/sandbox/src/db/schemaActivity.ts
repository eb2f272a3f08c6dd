import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, transactions, users } from './schema.js';

// Kept apart from schema.ts (already long); drizzle.config.ts lists both files.

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * Announcements (AC-7mgr-27): managers read the published ones at `manager/announcements`;
 * administrators manage them at `a/announcements`. Title and message are plain text: the
 * client escapes them (one seeded title looks like HTML on purpose).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_published_idx').on(t.published, t.createdAt)],
);

/**
 * What happened to a transaction, oldest first (`GET manager/transactions/{id}` history):
 * one row on create, on deny, when the source of funds is set, on any status change.
 */
export const transactionHistory = pgTable(
  'transaction_history',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    status: varchar('status', { length: 20 }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_history_transaction_idx').on(t.transactionId, t.id)],
);

/**
 * Notifications (AC-3): for a company, or one user of it when `user_id` is set. `notify()`
 * (notifications/notify.ts) writes them and publishes `notification.created`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    type: varchar('type', { length: 60 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    entityType: varchar('entity_type', { length: 60 }),
    entityId: integer('entity_id'),
    filename: varchar('filename', { length: 255 }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_company_idx').on(t.companyId, t.id)],
);
