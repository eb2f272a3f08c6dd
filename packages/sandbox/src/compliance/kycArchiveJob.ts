import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { complianceFiles, complianceTrackings, kycArchives } from '../db/schemaCompliance.js';
import type { Db } from '../db/types.js';
import type { Deps } from '../http/env.js';

export type KycArchiveRow = typeof kycArchives.$inferSelect;

/** Jobs still running per database, so tests (and shutdown) can wait for them. */
const running = new WeakMap<Db, Set<Promise<void>>>();

/** Resolves once every archive job started on `db` so far has finished. */
export async function kycArchiveJobsIdle(db: Db): Promise<void> {
  await Promise.all([...(running.get(db) ?? [])]);
}

/** The archive's file name: its id and dates. */
export const kycArchiveFilename = (a: Pick<KycArchiveRow, 'id' | 'dateFrom' | 'dateTo'>) =>
  `kyc-archive-${a.id}-${a.dateFrom}-${a.dateTo}.zip`;

/**
 * The path of a stored document inside the zip: `company-<c>/tracking-<t>/<file id>-<name>`,
 * the uploaded name reduced to letters, digits, dot, dash and underscore (no directories,
 * no `..`), so every entry is unique and safe to unpack.
 */
export function kycArchiveEntryName(f: {
  companyId: number;
  trackingId: number;
  id: number;
  fileName: string | null;
}): string {
  const safe =
    (f.fileName ?? '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(0, 120) || 'document';
  return `company-${f.companyId}/tracking-${f.trackingId}/${f.id}-${safe}`;
}

/** The stored documents uploaded on the archive's days (UTC, both ends included). */
async function archivedFiles(db: Db, a: KycArchiveRow) {
  const start = `${a.dateFrom}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${a.dateTo}T00:00:00.000Z`) + 86_400_000).toISOString();
  const uploaded = sql`coalesce(${complianceFiles.uploadedAt}, ${complianceFiles.updatedAt})`;
  return db
    .select({
      id: complianceFiles.id,
      trackingId: complianceFiles.trackingId,
      companyId: complianceTrackings.companyId,
      fileName: complianceFiles.fileName,
      content: complianceFiles.content,
    })
    .from(complianceFiles)
    .innerJoin(complianceTrackings, eq(complianceTrackings.id, complianceFiles.trackingId))
    .where(and(isNotNull(complianceFiles.content), gte(uploaded, start), lt(uploaded, end)))
    .orderBy(asc(complianceFiles.id));
}

/** Builds the zip of one queued archive and stores it (done), or marks it error. */
async function runArchive(deps: Deps, id: number): Promise<void> {
  const { db } = deps;
  const [a] = await db
    .update(kycArchives)
    .set({ status: 'processing' })
    .where(eq(kycArchives.id, id))
    .returning();
  if (!a) return;
  try {
    const files = await archivedFiles(db, a);
    const zip = new JSZip();
    // A fixed date keeps the same files giving the same bytes.
    const date = new Date(`${a.dateTo}T00:00:00Z`);
    for (const f of files)
      zip.file(kycArchiveEntryName(f), Buffer.from(f.content ?? '', 'base64'), {
        date,
        createFolders: false,
      });
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await db
      .update(kycArchives)
      .set({ status: 'done', files: files.length, content: bytes.toString('base64') })
      .where(eq(kycArchives.id, id));
  } catch (error) {
    console.error('[sandbox] KYC archive job failed', id, error);
    await db.update(kycArchives).set({ status: 'error' }).where(eq(kycArchives.id, id));
  }
}

/** Starts the background job of a queued archive, after the answer is sent. */
export function startKycArchiveJob(deps: Deps, id: number): void {
  const jobs = running.get(deps.db) ?? new Set<Promise<void>>();
  running.set(deps.db, jobs);
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runArchive(deps, id))
    .finally(() => jobs.delete(job));
  jobs.add(job);
}
