import {
  dataEnvelope,
  type KycArchive,
  KycArchiveRequest,
  KycArchive as KycArchiveSchema,
  listEnvelope,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { count, desc, eq } from 'drizzle-orm';
import {
  type KycArchiveRow,
  kycArchiveFilename,
  startKycArchiveJob,
} from '../../compliance/kycArchiveJob.js';
import { kycArchives } from '../../db/schemaCompliance.js';
import { contentDisposition } from '../../http/contentDisposition.js';
import type { Api, Deps } from '../../http/env.js';
import { ApiError, notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../../http/openapi.js';
import { PageQuery } from '../bankAccounts.js';
import { isoTime, pageOf } from './shared.js';

const present = (a: KycArchiveRow): KycArchive => ({
  id: a.id,
  date_from: a.dateFrom,
  date_to: a.dateTo,
  filename: kycArchiveFilename(a),
  status: a.status as KycArchive['status'],
  files: a.files,
  created_at: isoTime(a.createdAt),
});

/**
 * `a/kyc-file-archives` (AC-2admin-12, AC-7admin-19): the archives, newest first; asking for
 * one by date range queues a background job that zips the documents uploaded on those days
 * (`compliance/kycArchiveJob.ts`); a done archive downloads as that zip.
 */
export function registerAdminKycArchives(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/kyc-file-archives',
      summary: 'KYC file archives, newest first (AC-7admin-19)',
      security: bearer,
      request: { query: PageQuery },
      responses: {
        200: jsonResponse(listEnvelope(KycArchiveSchema), 'Archives'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(kycArchives),
        (limit, offset) =>
          db.select().from(kycArchives).orderBy(desc(kycArchives.id)).limit(limit).offset(offset),
      );
      return c.json({ ...body, data: body.data.map(present) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/kyc-file-archives',
      summary: 'Generate an archive of the documents uploaded in a date range (AC-2admin-12)',
      security: bearer,
      request: jsonBody(KycArchiveRequest),
      responses: {
        202: jsonResponse(dataEnvelope(KycArchiveSchema), 'Queued archive'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const [row] = await db
        .insert(kycArchives)
        .values({
          dateFrom: body.date_from,
          dateTo: body.date_to,
          createdBy: c.get('auth').user.id,
          createdAt: new Date(deps.config.now()).toISOString(),
        })
        .returning();
      const archive = row as KycArchiveRow;
      startKycArchiveJob(deps, archive.id);
      return c.json({ data: present(archive) }, 202);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/kyc-file-archives/{id}/download',
      summary: 'Download a generated KYC archive (zip) (AC-7admin-19)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: { description: 'Zip', content: { 'application/zip': { schema: z.string() } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const [a] = await db
        .select()
        .from(kycArchives)
        .where(eq(kycArchives.id, c.req.valid('param').id));
      if (!a) throw notFound('Archive not found.');
      if (a.status !== 'done' || a.content === null)
        throw new ApiError(422, 'The archive is not ready yet.');
      return c.body(Buffer.from(a.content, 'base64'), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition(kycArchiveFilename(a)),
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
}
