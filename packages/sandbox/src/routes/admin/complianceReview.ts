import {
  AdminComplianceTracking as AdminTracking,
  COMPLIANCE_STATUSES,
  ComplianceTracking,
  dataEnvelope,
  FileReviewBody,
  listEnvelope,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { presentUser } from '../../auth/present.js';
import {
  fileOf,
  filesOf,
  ownTracking,
  presentTracking,
  REGISTRATION_FILES,
  settle,
  type TrackingRow,
} from '../../compliance/complianceStore.js';
import { companies, transactions, users } from '../../db/schema.js';
import { complianceFiles, complianceTrackings } from '../../db/schemaCompliance.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import type { Api, Deps } from '../../http/env.js';
import { ApiError, fieldError } from '../../http/errors.js';
import {
  BodyId,
  bearer,
  errorResponses,
  IdParam,
  jsonBody,
  jsonResponse,
} from '../../http/openapi.js';
import { publishCompanyEvent } from '../../live/routes.js';
import { notify } from '../../notifications/notify.js';
import { PageQuery } from '../bankAccounts.js';
import { publishTracking } from '../compliance.js';
import { findCompany, pageOf } from './shared.js';

const Id = z.coerce.number().int().positive().max(2147483647);
const FileParam = z.object({ id: Id, f: Id });
const ListQuery = PageQuery.extend({ status: z.enum(COMPLIANCE_STATUSES).optional() });
/**
 * A manager's registration tracking (`user_id`: holds the user on verification), or one of a
 * company's transactions or of the company itself (`company_id`, `entity`, `entity_id`: holds
 * nobody).
 */
const OpenBody = z
  .object({
    user_id: BodyId.optional(),
    company_id: BodyId.optional(),
    entity: z.enum(['transaction', 'company']).optional(),
    entity_id: BodyId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.user_id !== undefined) return;
    for (const key of ['company_id', 'entity', 'entity_id'] as const)
      if (v[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `The ${key} field is required.` });
  });

/** After a review: the tracking's events, and `user.updated` when the user is released. */
async function announce(deps: Deps, t: TrackingRow, fileId?: number) {
  const { tracking, files } = await settle(deps, t.id, new Date(deps.config.now()).toISOString());
  const presented = presentTracking(tracking, files);
  publishTracking(deps, presented, t.companyId, fileId);
  if (t.entityType === 'user' && t.userId !== null && tracking.status !== t.status) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, t.userId));
    const [company] = await deps.db.select().from(companies).where(eq(companies.id, t.companyId));
    if (user && company)
      publishCompanyEvent(deps, t.companyId, 'user.updated', presentUser(user, company));
  }
  return presented;
}

/**
 * The administrators' review of compliance trackings: the list across companies, a file's
 * stored document, approve or decline a file with a reason (documents_rejected is sent to
 * the company), and a reminder of missing documents (documents_missing).
 */
export function registerAdminComplianceReview(api: Api, deps: Deps): void {
  const { db } = deps;

  /** The row a new tracking starts as, after checking its subject exists where it says. */
  const openedTracking = async (body: z.infer<typeof OpenBody>) => {
    if (body.user_id !== undefined) {
      const [user] = await db.select().from(users).where(eq(users.id, body.user_id));
      if (!user || user.companyId === null)
        throw fieldError('user_id', 'Choose a manager of a company.');
      return {
        companyId: user.companyId,
        userId: user.id,
        entityType: 'user',
        entityId: user.id,
        category: 'REGISTRATION',
        stages: ['files', 'form', 'final'],
      };
    }
    const companyId = body.company_id as number;
    const entityId = body.entity_id as number;
    await findCompany(db, companyId);
    if (body.entity === 'company' && entityId !== companyId)
      throw fieldError('entity_id', 'A company tracking is about the company itself.');
    if (body.entity === 'transaction') {
      const [tx] = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.id, entityId), eq(transactions.companyId, companyId)));
      if (!tx) throw fieldError('entity_id', 'Choose a transaction of the company.');
    }
    return {
      companyId,
      userId: null,
      entityType: body.entity as string,
      entityId,
      category: body.entity === 'transaction' ? 'TRANSACTION' : 'REGISTRATION',
      stages: ['files', 'final'],
    };
  };
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/compliance-trackings',
      summary: 'Compliance trackings of every company, newest first',
      security: bearer,
      request: { query: ListQuery },
      responses: {
        200: jsonResponse(listEnvelope(ComplianceTracking), 'Trackings'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where = q.status ? eq(complianceTrackings.status, q.status) : undefined;
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(complianceTrackings).where(where),
        (limit, offset) =>
          db
            .select()
            .from(complianceTrackings)
            .where(where)
            .orderBy(desc(complianceTrackings.id))
            .limit(limit)
            .offset(offset),
      );
      const files = await filesOf(
        db,
        body.data.map((t) => t.id),
      );
      return c.json({ ...body, data: body.data.map((t) => presentTracking(t, files)) }, 200);
    },
  );

  /** Trackings of `where`, newest first, with their files and, for a user's, the user. */
  const trackingsPage = async (
    q: z.infer<typeof ListQuery>,
    url: string,
    where: SQL | undefined,
  ) => {
    const body = await pageOf(
      q,
      url,
      db.select({ total: count() }).from(complianceTrackings).where(where),
      (limit, offset) =>
        db
          .select()
          .from(complianceTrackings)
          .where(where)
          .orderBy(desc(complianceTrackings.id))
          .limit(limit)
          .offset(offset),
    );
    const [files, people] = await Promise.all([
      filesOf(
        db,
        body.data.map((t) => t.id),
      ),
      peopleOf(body.data),
    ]);
    return {
      ...body,
      data: body.data.map((t) => ({
        ...presentTracking(t, files),
        user: t.userId === null ? null : (people.get(t.userId) ?? null),
      })),
    };
  };
  const peopleOf = async (rows: TrackingRow[]) => {
    const ids = [...new Set(rows.map((t) => t.userId).filter((id): id is number => id !== null))];
    const found =
      ids.length === 0
        ? []
        : await db
            .select({ id: users.id, email: users.email, first_name: users.firstName })
            .from(users)
            .where(inArray(users.id, ids));
    return new Map(found.map((u) => [u.id, u]));
  };

  for (const [path, ofUsers] of [
    ['/a/companies/{id}/compliances', false],
    ['/a/companies/{id}/employees/compliances', true],
  ] as const) {
    api.openapi(
      createRoute({
        method: 'get',
        path,
        summary: ofUsers
          ? "The company's employees' compliance trackings, newest first (AC-7admin-11)"
          : "The company's compliance trackings of its transactions and itself (AC-7admin-10)",
        security: bearer,
        request: { params: IdParam, query: ListQuery },
        responses: {
          200: jsonResponse(listEnvelope(AdminTracking), 'Trackings'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const company = await findCompany(db, c.req.valid('param').id);
        const q = c.req.valid('query');
        const where = and(
          eq(complianceTrackings.companyId, company.id),
          ofUsers
            ? eq(complianceTrackings.entityType, 'user')
            : ne(complianceTrackings.entityType, 'user'),
          q.status ? eq(complianceTrackings.status, q.status) : undefined,
        );
        return c.json(await trackingsPage(q, c.req.url, where), 200);
      },
    );
  }

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/compliance-trackings/{id}',
      summary: 'One compliance tracking with its files, company and user, for the review',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(AdminTracking), 'Tracking'), ...errorResponses },
    }),
    async (c) => {
      const t = await ownTracking(db, null, c.req.valid('param').id);
      const [files, people, company] = await Promise.all([
        filesOf(db, [t.id]),
        peopleOf([t]),
        findCompany(db, t.companyId),
      ]);
      return c.json(
        {
          data: {
            ...presentTracking(t, files),
            company: { id: company.id, name: company.name },
            user: t.userId === null ? null : (people.get(t.userId) ?? null),
          },
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/compliance-trackings',
      summary: "Opens a tracking: a manager's registration (held on verification) or a company's",
      security: bearer,
      request: { ...jsonBody(OpenBody) },
      responses: {
        201: jsonResponse(dataEnvelope(ComplianceTracking), 'Tracking'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const [t] = await db
        .insert(complianceTrackings)
        .values(await openedTracking(body))
        .returning();
      const tracking = t as TrackingRow;
      await db
        .insert(complianceFiles)
        .values(REGISTRATION_FILES.map((f) => ({ ...f, trackingId: tracking.id })));
      const { tracking: fresh, files } = await settle(
        deps,
        tracking.id,
        new Date(deps.config.now()).toISOString(),
      );
      const presented = presentTracking(fresh, files);
      publishCompanyEvent(deps, tracking.companyId, 'compliance.created', presented);
      // Each file the tracking opens with is a KYC file created (AC-7live-04).
      for (const file of presented.files)
        publishCompanyEvent(deps, tracking.companyId, 'kyc-file.created', file);
      return c.json({ data: presented }, 201);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/compliance-trackings/{id}/files/{f}/document',
      summary: 'The stored document of a file, as uploaded',
      security: bearer,
      request: { params: FileParam },
      responses: {
        200: {
          description: 'The document',
          content: { 'application/octet-stream': { schema: z.string() } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, f } = c.req.valid('param');
      const file = await fileOf(db, (await ownTracking(db, null, id)).id, f);
      if (!file.content || !file.mime) throw new ApiError(404, 'No document was uploaded.');
      return c.body(Buffer.from(file.content, 'base64'), 200, {
        'Content-Type': file.mime,
        'Content-Disposition': contentDisposition(file.fileName ?? '', {
          fallback: `file-${file.id}`,
        }),
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/compliance-trackings/{id}/files/{f}/review',
      summary: 'Approve a handed-in file, or decline it with a reason',
      security: bearer,
      request: { params: FileParam, ...jsonBody(FileReviewBody) },
      responses: {
        200: jsonResponse(dataEnvelope(ComplianceTracking), 'Tracking'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, f } = c.req.valid('param');
      const review = c.req.valid('json');
      const t = await ownTracking(db, null, id);
      const file = await fileOf(db, t.id, f);
      if (file.status !== 'submitted' && file.status !== 'verified')
        throw new ApiError(422, 'Only a handed-in file can be reviewed.');
      const declined = review.decision === 'decline';
      await db
        .update(complianceFiles)
        .set({
          status: declined ? 'declined' : 'verified',
          declineReason: declined ? review.reason : null,
          updatedAt: new Date(deps.config.now()).toISOString(),
        })
        .where(eq(complianceFiles.id, file.id));
      const presented = await announce(deps, t, file.id);
      if (declined) {
        await notify(deps, {
          companyId: t.companyId,
          ...(t.userId !== null ? { userId: t.userId } : {}),
          type: 'compliance_tracking.documents_rejected',
          title: 'A compliance document was declined',
          message: `${file.name}: ${review.reason}`,
          about: { type: 'compliance_tracking', id: t.id },
        });
      }
      return c.json({ data: presented }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/compliance-trackings/{id}/remind',
      summary: 'Remind the company of the documents still missing (documents_missing)',
      security: bearer,
      request: { params: z.object({ id: Id }) },
      responses: {
        200: jsonResponse(dataEnvelope(z.looseObject({ missing: z.array(z.string()) })), 'Sent'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const t = await ownTracking(db, null, c.req.valid('param').id);
      const missing = (await filesOf(db, [t.id]))
        .filter((file) => file.status === 'draft' || file.status === 'declined')
        .map((file) => file.name);
      if (missing.length === 0) throw new ApiError(422, 'No document is missing.');
      await notify(deps, {
        companyId: t.companyId,
        ...(t.userId !== null ? { userId: t.userId } : {}),
        type: 'compliance_tracking.documents_missing',
        title: 'Compliance documents are missing',
        message: missing.join(', '),
        about: { type: 'compliance_tracking', id: t.id },
      });
      return c.json({ data: { missing } }, 200);
    },
  );
}
