import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
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
    userId: integer('user_id').references(() => users.id),
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

/**
 * A company's white-label record (AC-1-03, AC-7mgr-09): the texts and colours; images are
 * rows of `white_label_images` referenced per column.
 */
export const whiteLabels = pgTable('white_labels', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  name: varchar('name', { length: 100 }).notNull(),
  primaryColor: varchar('primary_color', { length: 9 }).notNull(),
  secondaryColor: varchar('secondary_color', { length: 9 }).notNull(),
  supportEmail: varchar('support_email', { length: 200 }),
  logoImageId: integer('logo_image_id'),
  darkLogoImageId: integer('dark_logo_image_id'),
  faviconImageId: integer('favicon_image_id'),
  backgroundImageId: integer('background_image_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Uploaded white-label images (AC-7mgr-10), checked by content before they are kept. */
export const whiteLabelImages = pgTable('white_label_images', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  column: varchar('column', { length: 20 }).notNull(),
  contentType: varchar('content_type', { length: 40 }).notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/**
 * A white label's documents (AC-7mgr-11): per company and document type a title, a text
 * and images per column (`{ header: imageId }`, rows of `white_label_images`).
 */
export const whiteLabelDocuments = pgTable(
  'white_label_documents',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    documentType: varchar('document_type', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.documentType] })],
);

/** Uploaded product images (AC-3-31), checked by content before they are kept. */
export const productImages = pgTable('product_images', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  contentType: varchar('content_type', { length: 40 }).notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/**
 * Company products (AC-3-31, AC-7mgr-30): sold through the public purchase page
 * `/purchase/{hash}`, paid in the currency of a crypto account of the company.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** The public, unguessable id of the purchase page and the public calls. */
    hash: varchar('hash', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    price: numeric('price', { precision: 36, scale: 18 }).notNull(),
    imageId: integer('image_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('products_company_idx').on(t.companyId, t.id)],
);

/**
 * Payment wallets of a product (AC-7mgr-31): one per purchase, its own address; `status`
 * goes from waiting to paid when the payment arrives (the sandbox's simulation).
 */
export const productWallets = pgTable('product_wallets', {
  id: serial('id').primaryKey(),
  /** The guest's handle on the wallet (random): the status poll needs it. */
  publicId: varchar('public_id', { length: 40 }).notNull().unique(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  network: varchar('network', { length: 20 }).notNull(),
  address: varchar('address', { length: 128 }).notNull().unique(),
  amount: numeric('amount', { precision: 36, scale: 18 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('waiting'),
  transactionId: integer('transaction_id'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
});
