import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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

const money = (name: string) => numeric(name, { precision: 36, scale: 18 });
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** Companies (AC-3). Features and types are small sets kept as JSON arrays. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  legalType: varchar('legal_type', { length: 20 }).notNull().default('company'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  companyTypes: jsonb('company_types').$type<string[]>().notNull().default(['REGULAR']),
  nodeType: varchar('node_type', { length: 10 }).notNull().default('ROOT'),
  whiteLabelEnabled: boolean('white_label_enabled').notNull().default(false),
  pspPortalAttached: boolean('psp_portal_attached').notNull().default(false),
  /** Portal services the company signed up to (`is_attached`, AC-7mgr-35). */
  portalServices: jsonb('portal_services').$type<string[]>().notNull().default([]),
  /** The company this one is an affiliate (sub-account) of (AC-3 affiliate_owner_company). */
  affiliateOwnerId: integer('affiliate_owner_id'),
  /** The white-label parent of a white-labeled child company. */
  whiteLabelOwnerId: integer('white_label_owner_id'),
  /** The company's record id in the CRM (Zoho), for `a/companies/view-by-zoho-id/{x}`. */
  zohoId: varchar('zoho_id', { length: 40 }).unique('companies_zoho_id_unique'),
  createdAt: createdAt(),
});

/** Users (PP-3.1). One role each; administrators have no company. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    email: varchar('email', { length: 200 }).notNull(),
    firstName: varchar('first_name', { length: 120 }).notNull(),
    lastName: varchar('last_name', { length: 120 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    totpSecret: varchar('totp_secret', { length: 64 }),
    complianceRequired: boolean('compliance_required').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'string' }),
    avatar: text('avatar'),
    /**
     * Generation of the user's tokens: each carries the one it was issued under, and a
     * password change or reset moves it on, which ends every session issued before (R15.6).
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    createdAt: createdAt(),
  },
  // One user per e-mail whatever its case (R15.9): concurrent registrations cannot both win.
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

/**
 * Bank accounts, fiat and crypto. Company accounts keep `available` and `pending` in
 * NUMERIC and may never go below zero (CHECK); system accounts (company_id null, `system`
 * set: the outside world, fee income) are balanced only through the ledger.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    system: varchar('system', { length: 20 }),
    name: varchar('name', { length: 200 }).notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    currencyType: varchar('currency_type', { length: 10 }).notNull(),
    subUnit: integer('sub_unit').notNull().default(2),
    iban: varchar('iban', { length: 64 }),
    paymentService: varchar('payment_service', { length: 40 }),
    selected: boolean('selected').notNull().default(false),
    available: money('available').notNull().default('0'),
    pending: money('pending').notNull().default('0'),
    protocolsDisabled: jsonb('protocols_disabled').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_company_idx').on(t.companyId),
    check(
      'bank_accounts_available_non_negative',
      sql`${t.system} is not null or ${t.available} >= 0`,
    ),
    check('bank_accounts_pending_non_negative', sql`${t.system} is not null or ${t.pending} >= 0`),
  ],
);

/** Transactions (PP-3.1): what the manager sees; the money moves in ledger_postings. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    type: varchar('type', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    toAccountId: integer('to_account_id').references(() => bankAccounts.id),
    currency: varchar('currency', { length: 10 }).notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default('0'),
    exchangeFee: money('exchange_fee').notNull().default('0'),
    toCurrency: varchar('to_currency', { length: 10 }),
    toAmount: money('to_amount'),
    rate: money('rate'),
    protocol: varchar('protocol', { length: 20 }),
    sourceId: integer('source_id'),
    customer: jsonb('customer').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_company_idx').on(t.companyId, t.id),
    index('transactions_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** Double-entry postings: every transaction's postings sum to zero per currency. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => bankAccounts.id),
    currency: varchar('currency', { length: 10 }).notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_postings_account_idx').on(t.accountId)],
);

/** Beneficiaries ("agents") of a company (PP-3.1). */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    legalType: varchar('legal_type', { length: 20 }).notNull().default('company'),
    fields: jsonb('fields').$type<Record<string, string | number | null>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('agents_company_idx').on(t.companyId)],
);

/** Revoked tokens (logout, refresh): their id until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Two-factor challenges: a money-moving request without a valid code creates one, bound to
 * a digest of everything the move changes (auth/otpBinding.ts). E-mailed codes are stored
 * here too (authenticator codes are computed), with the asking browser's id (the mail's
 * approve link is a single-use key of auth_keys, docs/security.md). A challenge is used at most once and
 * takes at most `otpMaxAttempts` codes.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 40 }).notNull().default(''),
    binding: varchar('binding', { length: 64 }).notNull(),
    emailCode: varchar('email_code', { length: 6 }),
    attempts: integer('attempts').notNull().default(0),
    browserId: varchar('browser_id', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_user_idx').on(t.userId, t.binding)],
);

/**
 * Wrong one-time codes per user and action (R15.2): counted before a code is checked, the
 * user is locked for that action until `locked_until` once they pass `otpLockAfter`.
 */
export const otpLocks = pgTable(
  'otp_locks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: varchar('action', { length: 40 }).notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.action] })],
);

/** Authenticator time steps already used per user: a TOTP code works once. */
export const usedTotpSteps = pgTable(
  'used_totp_steps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    step: bigint('step', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** The dev mailbox (`GET /sandbox/mailbox?email=`): mail the sandbox would have sent. */
export const mailbox = pgTable(
  'mailbox',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mailbox_email_idx').on(t.email)],
);

/**
 * Every single-use key, link and code the API hands out (auth/oneTimeKeys.ts): password
 * reset, e-mail approval, legacy, oauth and flexpsp quick login, remote-portal login, the
 * approve link of an e-mailed code, the verification pages. Only a SHA-256 of the key is
 * stored; `used_at` is set by the one statement that spends it; `session_id` is the token id
 * of the session that minted a sign-in key, which dies with it.
 */
export const authKeys = pgTable(
  'auth_keys',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scope: varchar('scope', { length: 64 }).notNull().default(''),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    sessionId: varchar('session_id', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('auth_keys_kind_hash_unique').on(t.kind, t.keyHash),
    index('auth_keys_user_kind_idx').on(t.userId, t.kind),
    index('auth_keys_session_idx').on(t.sessionId),
  ],
);

/** Crypto wallets (addresses) a company withdraws to (PP-3.1, PP-7.4-13). */
export const cryptoWallets = pgTable(
  'crypto_wallets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 120 }).notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    network: varchar('network', { length: 20 }).notNull(),
    wallet: varchar('wallet', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('crypto_wallets_company_idx').on(t.companyId)],
);

/**
 * Duplicate-submit guard (PP-8-09, R4): one row per (company, action, source, amount,
 * payee); a second identical submit within 5 minutes answers 409 unless it carries
 * bypass_duplicate_check.
 */
export const submitGuards = pgTable('submit_guards', {
  key: varchar('key', { length: 64 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Portal settings (AC-3 Setting: key, value), read and upserted by administrators under
 * `a/settings`. The value is any JSON: flags, amounts, currency lists.
 */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

// The administrator area's tables (second part), kept in their own file.
export * from './schemaAdmin.js';
