import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from './schema.js';

// Support tickets (AC-7mgr-23..26), apart from schema.ts; drizzle.config.ts lists this file.

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** Raw bytes (PGlite and node-postgres both hand back a Uint8Array/Buffer). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A support ticket of a company: subject, priority (0, 5, 10, 15 or 20) and status
 * (open, answered by support, closed). Its messages are the threads.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    subject: varchar('subject', { length: 200 }).notNull(),
    priority: smallint('priority').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('tickets_company_idx').on(t.companyId, t.id)],
);

/** One message of a ticket: the opening message, a manager's reply or support's answer. */
export const ticketThreads = pgTable(
  'ticket_threads',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    userId: integer('user_id').references(() => users.id),
    /** `manager` or `support`: who wrote it, shown beside the message. */
    author: varchar('author', { length: 20 }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_threads_ticket_idx').on(t.ticketId, t.id)],
);

/** A file attached to a thread; its content type was sniffed from its bytes. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    threadId: integer('thread_id')
      .notNull()
      .references(() => ticketThreads.id),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId, t.id)],
);
