import type { ComplianceTracking } from '@flexportal/core/contract';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { forgetUser } from '../config.js';
import { users } from '../db/schema.js';
import { complianceFiles, complianceTrackings } from '../db/schemaCompliance.js';
import type { Db } from '../db/types.js';
import type { Deps } from '../http/env.js';
import { notFound } from '../http/errors.js';

export type TrackingRow = typeof complianceTrackings.$inferSelect;
export type FileRow = typeof complianceFiles.$inferSelect;

/** A file as the API shows it: never its stored bytes. */
const presentFile = (f: FileRow) => ({
  id: f.id,
  compliance_tracking_id: f.trackingId,
  bunch: f.bunch,
  name: f.name,
  kind: f.kind as 'document' | 'signature',
  status: f.status as 'draft' | 'submitted' | 'verified' | 'declined',
  decline_reason: f.declineReason,
  file_name: f.fileName,
  size: f.size,
  signed: f.signature !== null,
});

/** A tracking with its files and bunches in the wire shape of AC-3-16. */
export function presentTracking(t: TrackingRow, files: FileRow[]): ComplianceTracking {
  const mine = files.filter((f) => f.trackingId === t.id);
  const bunches = new Map<string, number[]>();
  for (const f of mine) bunches.set(f.bunch, [...(bunches.get(f.bunch) ?? []), f.id]);
  return {
    id: t.id,
    entity: t.entityType as ComplianceTracking['entity'],
    entity_id: t.entityId,
    category: t.category as ComplianceTracking['category'],
    status: t.status as ComplianceTracking['status'],
    stages: t.stages as ComplianceTracking['stages'],
    stage: t.stage as ComplianceTracking['stage'],
    files: mine.map(presentFile),
    required_files_bunches: [...bunches].map(([key, file_ids]) => ({ key, file_ids })),
    created_at: new Date(t.createdAt).toISOString(),
    updated_at: new Date(t.updatedAt).toISOString(),
  };
}

/** The files of these trackings, in id order. */
export const filesOf = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as FileRow[])
    : db
        .select()
        .from(complianceFiles)
        .where(inArray(complianceFiles.trackingId, ids))
        .orderBy(asc(complianceFiles.id));

/** The tracking `id` of the company (404 for another company's: no existence leak). */
export async function ownTracking(db: Db, companyId: number | null, id: number) {
  const [row] = await db.select().from(complianceTrackings).where(eq(complianceTrackings.id, id));
  if (!row || (companyId !== null && row.companyId !== companyId)) throw notFound();
  return row;
}

/** The file `fileId` of the tracking (404 otherwise). */
export async function fileOf(db: Db, trackingId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(complianceFiles)
    .where(and(eq(complianceFiles.id, fileId), eq(complianceFiles.trackingId, trackingId)));
  if (!row) throw notFound();
  return row;
}

/** A file is handed in: uploaded or signed, and not declined since. */
const handedIn = (f: FileRow) => f.status === 'submitted' || f.status === 'verified';

/**
 * The stage a tracking is at, from what was handed in: files until every file is, then the
 * form and video stages it asks for until their sandbox page was completed, then final.
 */
function stageOf(t: TrackingRow, files: FileRow[]): TrackingRow['stage'] {
  const stages = t.stages;
  if (stages.includes('files') && !files.every(handedIn)) return 'files';
  if (stages.includes('form') && !t.formDoneAt) return 'form';
  if (stages.includes('video') && !t.videoDoneAt) return 'video';
  return 'final';
}

/**
 * The status that follows (AC-3-19): verified once every file is, declined while one is,
 * submitted when all was handed in (final stage), open otherwise.
 */
function statusOf(stage: string, files: FileRow[]): TrackingRow['status'] {
  if (files.length > 0 && files.every((f) => f.status === 'verified')) return 'verified';
  if (files.some((f) => f.status === 'declined')) return 'declined';
  return stage === 'final' ? 'submitted' : 'open';
}

/**
 * Recomputes the tracking's stage and status after a change and stores them; a user's
 * tracking also sets whether the user is still held on the verification flow
 * (`is_compliance_trackings_required`, PP-2.2-06). Returns the fresh tracking.
 */
export async function settle(deps: Pick<Deps, 'db' | 'config'>, id: number, now: string) {
  const { db } = deps;
  const [t] = await db.select().from(complianceTrackings).where(eq(complianceTrackings.id, id));
  if (!t) throw notFound();
  const files = await filesOf(db, [id]);
  const stage = stageOf(t, files);
  const status = statusOf(stage, files);
  const [fresh] = await db
    .update(complianceTrackings)
    .set({ stage, status, updatedAt: now })
    .where(eq(complianceTrackings.id, id))
    .returning();
  if (t.entityType === 'user' && t.userId !== null) {
    // Held while any of the user's own trackings is not verified yet.
    const [pending] = await db
      .select({ n: count() })
      .from(complianceTrackings)
      .where(
        and(
          eq(complianceTrackings.entityType, 'user'),
          eq(complianceTrackings.userId, t.userId),
          ne(complianceTrackings.status, 'verified'),
        ),
      );
    await db
      .update(users)
      .set({ complianceRequired: (pending?.n ?? 0) > 0 })
      .where(eq(users.id, t.userId));
    forgetUser(deps.config, t.userId);
  }
  return { tracking: fresh as TrackingRow, files };
}

/** The files a registration asks for: two documents and a declaration to sign. */
export const REGISTRATION_FILES = [
  { bunch: 'identity', name: 'Passport or ID card', kind: 'document' },
  { bunch: 'address', name: 'Proof of address', kind: 'document' },
  { bunch: 'declaration', name: 'Declaration of beneficial ownership', kind: 'signature' },
] as const;
