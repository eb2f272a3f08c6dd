import {
  boolean,
  index,
  integer,
  numeric,
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

/**
 * PSP portal accounts (AC-3-04 `psp_portal_accounts`): a bank account opened at the payment
 * provider as one account type, with its API token (stored hashed) and whether it is active.
 */
export const pspPortalAccounts = pgTable(
  'psp_portal_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    accountType: varchar('account_type', { length: 20 }).notNull(),
    active: boolean('active').notNull().default(true),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    tokenHint: varchar('token_hint', { length: 8 }).notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('psp_portal_accounts_account_type').on(t.bankAccountId, t.accountType),
    index('psp_portal_accounts_company').on(t.companyId),
  ],
);

/** A company's PSP portal sign-up (the merchant application, AC-7mgr-36). */
export const pspProfiles = pgTable('psp_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  website: varchar('website', { length: 200 }).notNull(),
  businessDescription: varchar('business_description', { length: 500 }).notNull(),
  monthlyVolume: numeric('monthly_volume', { precision: 20, scale: 2 }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
