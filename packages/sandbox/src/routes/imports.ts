import { dataEnvelope, Import, listEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { count, desc, eq } from 'drizzle-orm';
import { imports } from '../db/schemaImports.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../http/openapi.js';
import { pageOf } from './admin/shared.js';
import { PageQuery } from './bankAccounts.js';
import { type ImportJoined, ownImport, presentImport, selectImports } from './importStore.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The imports of the caller's company (AC-7mgr-22): list newest first, one import, and its
 * original and errors files. Another company's import is 404.
 */
export function registerImports(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/imports',
      summary: 'Imports of the company, newest first (AC-7mgr-22, AC-3-10, AC-3-11)',
      security: bearer,
      request: { query: PageQuery },
      responses: { 200: jsonResponse(listEnvelope(Import), 'Imports'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const companyId = companyOf(c).id;
      const mine = eq(imports.companyId, companyId);
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(imports).where(mine),
        (limit, offset) =>
          selectImports(db).where(mine).orderBy(desc(imports.id)).limit(limit).offset(offset),
      );
      return c.json({ ...body, data: body.data.map((j) => presentImport(j as ImportJoined)) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/imports/{id}',
      summary: 'One import of the company (AC-7mgr-22)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(Import), 'The import'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: presentImport(await ownImport(db, companyOf(c).id, id)) }, 200);
    },
  );
  for (const kind of ['original-file', 'errors-file'] as const) {
    api.openapi(
      createRoute({
        method: 'get',
        path: `/manager/imports/{id}/downloads/${kind}`,
        summary: `The import's ${kind === 'original-file' ? 'uploaded' : 'annotated errors'} file (AC-7mgr-22)`,
        security: bearer,
        request: { params: IdParam },
        responses: {
          200: {
            description: 'The file',
            content: {
              [XLSX]: { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
            },
          },
          ...errorResponses,
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { imp } = await ownImport(db, companyOf(c).id, id);
        const stored = kind === 'original-file' ? imp.originalFile : imp.errorsFile;
        if (stored === null) throw new ApiError(404, 'This import has no errors file.');
        const csv = imp.fileName.toLowerCase().endsWith('.csv');
        return c.body(new Uint8Array(Buffer.from(stored, 'base64')), 200, {
          'Content-Type': csv ? 'text/csv' : XLSX,
          'Content-Disposition': contentDisposition(imp.fileName, {
            prefix: kind === 'errors-file' ? 'errors-' : '',
            fallback: 'import.xlsx',
          }),
        }) as never;
      },
    );
  }
}
