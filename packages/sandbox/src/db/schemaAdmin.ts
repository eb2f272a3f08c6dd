import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bankAccounts, companies, users } from './schema.js';

// Tables of the administrator area's second part (auth checkpoints, sign-in throttle,
// integrity checks, timeline notes); re-exported by schema.ts so drizzle-kit and the typed
// database see them.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Where a user signed in from (AC-7admin-09): one row per user, IP and browser, counted on
 * every successful sign-in. An administrator may block a row: a sign-in from that IP and
 * browser is then refused (403) until the row is active again.
 */
export const authCheckpoints = pgTable(
  'auth_checkpoints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: varchar('ip', { length: 64 }).notNull(),
    browser: varchar('browser', { length: 300 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    signIns: integer('sign_ins').notNull().default(1),
    lastSeenAt: at('last_seen_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('auth_checkpoints_user_ip_browser_unique').on(t.userId, t.ip, t.browser)],
);

/**
 * Failed sign-ins per e-mail (lower-cased, known or not, so the lock does not tell which
 * e-mails exist). `DELETE a/users/{id}/reset/throttle` removes the user's row.
 */
export const loginThrottles = pgTable('login_throttles', {
  email: varchar('email', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Requests counted per bucket (`<rule>:<who>`, auth/rateLimit.ts) within a fixed window:
 * what mails or makes rows without a session is limited per account, address and product.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: varchar('bucket', { length: 240 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEnds: at('window_ends').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEnds)],
);

/**
 * Results of `POST a/integrity-checks`: a company account's available balance against the
 * sum of its ledger postings, both NUMERIC, at the time of the check.
 */
export const integrityChecks = pgTable(
  'integrity_checks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => bankAccounts.id),
    balance: numeric('balance', { precision: 36, scale: 18 }).notNull(),
    ledgerSum: numeric('ledger_sum', { precision: 36, scale: 18 }).notNull(),
    ok: boolean('ok').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('integrity_checks_account_idx').on(t.accountId, t.id)],
);

/** Notes an administrator appends to an entity's timeline (`POST a/timelines/.../timeline`). */
export const timelineNotes = pgTable(
  'timeline_notes',
  {
    id: serial('id').primaryKey(),
    entityClass: varchar('entity_class', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    note: varchar('note', { length: 1000 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('timeline_notes_entity_idx').on(t.entityClass, t.entityId, t.id)],
);

/**
 * Secrets of this data directory (or database), made at first start and kept with the data
 * (R15.4): the token key and the live channel's app secret. Never seeded, never documented.
 */
export const sandboxSecrets = pgTable('sandbox_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * A company's payment services (AC-4-01, AC-7admin-12/13): one row per company and service
 * of the "payment services" dictionary whose onboarding started; no row is "not started".
 */
export const companyPaymentServices = pgTable(
  'company_payment_services',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    service: varchar('service', { length: 40 }).notNull(),
    status: varchar('status', { length: 40 }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.service] })],
);

/**
 * The named onboarding transitions of a company's payment service (AC-4-02..04), applied
 * in `position` order: state COMPLETED and result SUCCESS once applied, null before.
 */
export const onboardingTransitions = pgTable(
  'onboarding_transitions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    service: varchar('service', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    position: integer('position').notNull(),
    state: varchar('state', { length: 20 }),
    result: varchar('result', { length: 20 }),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('onboarding_transitions_service_idx').on(t.companyId, t.service, t.position)],
);
