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
import { companies, users } from './schema.js';

// Compliance (KYC) tracking (AC-3-16..20, AC-7mgr-15..19); drizzle.config.ts lists this file.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * One compliance tracking of a subject (transaction, user, lead, company) of a company. The
 * stages it asks for are listed in `stages` (files, form, video, final, AC-3-17); `stage` is
 * where the subject is now. The keys of the sandbox pages the verification URLs lead to are
 * single-use keys of auth_keys (`verify-form`, `verify-video`, scope: the tracking's id).
 */
export const complianceTrackings = pgTable(
  'compliance_trackings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    entityType: varchar('entity_type', { length: 20 }).notNull(),
    entityId: integer('entity_id').notNull(),
    category: varchar('category', { length: 30 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    stages: jsonb('stages').$type<string[]>().notNull(),
    stage: varchar('stage', { length: 10 }).notNull().default('files'),
    formDoneAt: at('form_done_at'),
    videoDoneAt: at('video_done_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('compliance_trackings_company_idx').on(t.companyId, t.entityType, t.entityId)],
);

/**
 * A required file of a tracking, in a bunch (`bunch`, e.g. identity): either a document to
 * upload (`kind` document, stored after content sniffing) or a declaration to sign (`kind`
 * signature). Review sets `status` verified or declined with `declineReason`.
 */
export const complianceFiles = pgTable(
  'compliance_files',
  {
    id: serial('id').primaryKey(),
    trackingId: integer('tracking_id')
      .notNull()
      .references(() => complianceTrackings.id),
    bunch: varchar('bunch', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 12 }).notNull().default('document'),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    declineReason: text('decline_reason'),
    fileName: varchar('file_name', { length: 255 }),
    mime: varchar('mime', { length: 60 }),
    size: integer('size'),
    /** The stored bytes, base64 (the sandbox keeps files in its database). */
    content: text('content'),
    signature: varchar('signature', { length: 200 }),
    /** When the stored document was uploaded (the KYC archives' date range reads it). */
    uploadedAt: at('uploaded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('compliance_files_tracking_idx').on(t.trackingId)],
);

/**
 * A KYC file archive (AC-3, AC-2admin-12): the stored documents uploaded from `dateFrom` to
 * `dateTo` (inclusive days, UTC) as one zip, built by a background job (queued, processing,
 * done or error); `content` is the zip, base64.
 */
export const kycArchives = pgTable('kyc_archives', {
  id: serial('id').primaryKey(),
  dateFrom: varchar('date_from', { length: 10 }).notNull(),
  dateTo: varchar('date_to', { length: 10 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('queued'),
  files: integer('files'),
  content: text('content'),
  /** The administrator who asked for it (no reference: deleting a user keeps the archive). */
  createdBy: integer('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});
