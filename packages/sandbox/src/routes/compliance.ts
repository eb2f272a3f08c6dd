import {
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_STATUSES,
  COMPLIANCE_SUBJECTS,
  ComplianceCounts,
  ComplianceTracking,
  checkDocument,
  DOCUMENT_PROBLEM_MESSAGES,
  dataEnvelope,
  listEnvelope,
  SignatureBody,
  VerificationUrl,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { authenticate, managerArea } from '../auth/middleware.js';
import { oneTimeKeys } from '../auth/oneTimeKeys.js';
import {
  fileOf,
  filesOf,
  ownTracking,
  presentTracking,
  settle,
} from '../compliance/complianceStore.js';
import { complianceFiles, complianceTrackings } from '../db/schemaCompliance.js';
import { API_BASE } from '../http/apiBase.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { ApiError, fieldError } from '../http/errors.js';
import { isCleanText } from '../http/inputGuard.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { publishCompanyEvent } from '../live/routes.js';
import { pageOf } from './admin/shared.js';
import { PageQuery } from './bankAccounts.js';

const BASE = '/compliance-trackings';
const Id = z.coerce.number().int().positive().max(2147483647);
const TrackingParam = z.object({ id: Id });
const FileParam = z.object({ id: Id, f: Id });
const EntityParam = z.object({ entity: z.enum(COMPLIANCE_SUBJECTS), entity_id: Id });
export const ComplianceListQuery = PageQuery.extend({
  status: z.enum(COMPLIANCE_STATUSES).optional(),
  category: z.enum(COMPLIANCE_CATEGORIES).optional(),
});
const DocumentForm = z.object({
  document: z
    .custom<File>((v) => v instanceof File, { message: 'The document field is required.' })
    .openapi({ type: 'string', format: 'binary' }),
});
const Tracking = dataEnvelope(ComplianceTracking);

/** Trackings of the list's conditions, newest first, with their files. */
export async function listTrackings(
  deps: Deps,
  url: string,
  q: z.infer<typeof ComplianceListQuery>,
  where: SQL | undefined,
) {
  const body = await pageOf(
    q,
    url,
    deps.db.select({ total: count() }).from(complianceTrackings).where(where),
    (limit, offset) =>
      deps.db
        .select()
        .from(complianceTrackings)
        .where(where)
        .orderBy(desc(complianceTrackings.id))
        .limit(limit)
        .offset(offset),
  );
  const files = await filesOf(
    deps.db,
    body.data.map((t) => t.id),
  );
  return { ...body, data: body.data.map((t) => presentTracking(t, files)) };
}

/** Publishes `compliance.updated` and, for a file, `kyc-file.updated` (AC-7live-03/04). */
export function publishTracking(
  deps: Pick<Deps, 'live'>,
  tracking: ReturnType<typeof presentTracking>,
  companyId: number,
  fileId?: number,
): void {
  if (fileId !== undefined) {
    const file = tracking.files.find((f) => f.id === fileId);
    if (file) publishCompanyEvent(deps, companyId, 'kyc-file.updated', file);
  }
  publishCompanyEvent(deps, companyId, 'compliance.updated', tracking);
}

/**
 * Compliance trackings of the caller's company (AC-7mgr-15..19): lists, counts, the
 * verification URLs, signatures and document uploads. Every call is scoped to the company
 * (another company's tracking is 404); uploads are sniffed and size-limited before storing.
 */
export function registerCompliance(api: Api, deps: Deps): void {
  const { db } = deps;
  // The spec writes these without `manager/` (AC-7mgr-15..19); they are the manager area.
  api.use(BASE, authenticate(deps), managerArea());
  api.use(`${BASE}/*`, authenticate(deps), managerArea());
  const scoped = (companyId: number, ...more: Array<SQL | undefined>) =>
    and(eq(complianceTrackings.companyId, companyId), ...more);

  for (const step of ['form', 'video'] as const) {
    api.openapi(
      createRoute({
        method: 'get',
        path: `${BASE}/{id}/${step}-verification-url`,
        summary: `The ${step} verification page of a tracking (AC-7mgr-17)`,
        security: bearer,
        request: { params: TrackingParam },
        responses: { 200: jsonResponse(dataEnvelope(VerificationUrl), 'URL'), ...errorResponses },
      }),
      async (c) => {
        const t = await ownTracking(db, companyOf(c).id, c.req.valid('param').id);
        if (!t.stages.includes(step))
          throw new ApiError(422, `This tracking has no ${step} stage.`);
        // A single-use key of its own each time; the newest ends the older ones (R16.4).
        const key = await oneTimeKeys(deps).newKey(
          step === 'form' ? 'verify-form' : 'verify-video',
          c.get('auth').user.id,
          { scope: String(t.id) },
        );
        const url = `${deps.config.publicUrl}${API_BASE}/compliance-verification/${step}/${key}`;
        return c.json({ data: { url } }, 200);
      },
    );
  }

  api.openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/{id}/files/{f}/signature`,
      summary: 'Sign a declaration file (AC-7mgr-18)',
      security: bearer,
      request: { params: FileParam, ...jsonBody(SignatureBody) },
      responses: { 200: jsonResponse(Tracking, 'The tracking'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c);
      const { id, f } = c.req.valid('param');
      const t = await ownTracking(db, company.id, id);
      const file = await fileOf(db, t.id, f);
      if (file.kind !== 'signature') throw fieldError('signature', 'This file is not signed.');
      if (file.status === 'verified') throw new ApiError(422, 'This file is verified already.');
      const now = new Date(deps.config.now()).toISOString();
      await db
        .update(complianceFiles)
        .set({
          signature: c.req.valid('json').signature,
          status: 'submitted',
          declineReason: null,
          updatedAt: now,
        })
        .where(eq(complianceFiles.id, file.id));
      const { tracking, files } = await settle(deps, t.id, now);
      const presented = presentTracking(tracking, files);
      publishTracking(deps, presented, company.id, file.id);
      return c.json({ data: presented }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/{id}/files/{f}/document`,
      summary: 'Upload the document of a file: PDF, PNG or JPEG, at most 1 MB (AC-7mgr-19)',
      security: bearer,
      request: {
        params: FileParam,
        body: { required: true, content: { 'multipart/form-data': { schema: DocumentForm } } },
      },
      responses: { 200: jsonResponse(Tracking, 'The tracking'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c);
      const { id, f } = c.req.valid('param');
      const t = await ownTracking(db, company.id, id);
      const file = await fileOf(db, t.id, f);
      if (file.kind !== 'document') throw fieldError('document', 'This file takes a signature.');
      if (file.status === 'verified') throw new ApiError(422, 'This file is verified already.');
      const upload = c.req.valid('form').document;
      const bytes = new Uint8Array(await upload.arrayBuffer());
      // Control characters and lone surrogates never reach the database (no NUL in text).
      const name = [...upload.name]
        .filter((ch) => ch >= ' ' && ch !== '\u007f' && isCleanText(ch))
        .join('')
        .slice(0, 255);
      const checked = checkDocument({ name, size: bytes.length, bytes });
      if (!checked.ok) throw fieldError('document', DOCUMENT_PROBLEM_MESSAGES[checked.problem]);
      const now = new Date(deps.config.now()).toISOString();
      await db
        .update(complianceFiles)
        .set({
          fileName: name,
          mime: checked.type,
          size: bytes.length,
          content: Buffer.from(bytes).toString('base64'),
          uploadedAt: now,
          status: 'submitted',
          declineReason: null,
          updatedAt: now,
        })
        .where(eq(complianceFiles.id, file.id));
      const { tracking, files } = await settle(deps, t.id, now);
      const presented = presentTracking(tracking, files);
      publishTracking(deps, presented, company.id, file.id);
      return c.json({ data: presented }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: BASE,
      summary: "The company's compliance trackings, newest first (AC-7mgr-15)",
      security: bearer,
      request: { query: ComplianceListQuery },
      responses: {
        200: jsonResponse(listEnvelope(ComplianceTracking), 'Trackings'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where = scoped(
        companyOf(c).id,
        q.status ? eq(complianceTrackings.status, q.status) : undefined,
        q.category ? eq(complianceTrackings.category, q.category) : undefined,
      );
      return c.json(await listTrackings(deps, c.req.url, q, where), 200);
    },
  );

  const ofEntity = (companyId: number, p: z.infer<typeof EntityParam>) =>
    scoped(
      companyId,
      eq(complianceTrackings.entityType, p.entity),
      eq(complianceTrackings.entityId, p.entity_id),
    );

  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{entity}/{entity_id}/counts`,
      summary: 'Trackings of one subject per status (AC-7mgr-16)',
      security: bearer,
      request: { params: EntityParam },
      responses: { 200: jsonResponse(dataEnvelope(ComplianceCounts), 'Counts'), ...errorResponses },
    }),
    async (c) => {
      const rows = await db
        .select({ status: complianceTrackings.status, n: count() })
        .from(complianceTrackings)
        .where(ofEntity(companyOf(c).id, c.req.valid('param')))
        .groupBy(complianceTrackings.status);
      const counts = Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, 0])) as Record<
        (typeof COMPLIANCE_STATUSES)[number],
        number
      >;
      for (const r of rows) counts[r.status as keyof typeof counts] = r.n;
      return c.json({ data: counts }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{entity}/{entity_id}`,
      summary: 'Trackings of one subject: transaction, user, company or lead (AC-7mgr-16)',
      security: bearer,
      request: { params: EntityParam, query: ComplianceListQuery },
      responses: {
        200: jsonResponse(listEnvelope(ComplianceTracking), 'Trackings'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where = ofEntity(companyOf(c).id, c.req.valid('param'));
      return c.json(await listTrackings(deps, c.req.url, q, where), 200);
    },
  );
}
