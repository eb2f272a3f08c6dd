import {
  WHITE_LABEL_DOCUMENT_COLUMNS,
  WHITE_LABEL_DOCUMENT_LIMITS,
  WHITE_LABEL_DOCUMENT_TYPES,
} from '@flexportal/core';
import { dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { whiteLabelDocuments, whiteLabelImages } from '../db/schemaCompany.js';
import type { Api, Deps } from '../http/env.js';
import { ImageFile, readImage } from '../http/imageUpload.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { whiteLabelCompany } from '../whiteLabel/access.js';
import { imageUrl } from '../whiteLabel/record.js';

type DocumentRow = typeof whiteLabelDocuments.$inferSelect;

const DocumentType = z.enum(WHITE_LABEL_DOCUMENT_TYPES, {
  error: `The document type must be one of ${WHITE_LABEL_DOCUMENT_TYPES.join(', ')}.`,
});
const Column = z.enum(WHITE_LABEL_DOCUMENT_COLUMNS, {
  error: `The column must be one of ${WHITE_LABEL_DOCUMENT_COLUMNS.join(', ')}.`,
});
/** One document as `PUT documents` takes it: its title and text. */
const DocumentText = z.object({
  title: z
    .string()
    .trim()
    .max(
      WHITE_LABEL_DOCUMENT_LIMITS.title,
      `At most ${WHITE_LABEL_DOCUMENT_LIMITS.title} characters.`,
    ),
  content: z
    .string()
    .max(
      WHITE_LABEL_DOCUMENT_LIMITS.content,
      `At most ${WHITE_LABEL_DOCUMENT_LIMITS.content} characters.`,
    ),
});
/**
 * Body of `PUT company/white-label/documents`: the documents to save, by type (any subset;
 * an unknown type is refused). Field errors are keyed `<type>.title`, `<type>.content`.
 */
const DocumentsBody = z
  .object(
    Object.fromEntries(WHITE_LABEL_DOCUMENT_TYPES.map((t) => [t, DocumentText.optional()])) as {
      [K in (typeof WHITE_LABEL_DOCUMENT_TYPES)[number]]: z.ZodOptional<typeof DocumentText>;
    },
  )
  .strict();
const Document = z.object({
  document_type: z.string(),
  title: z.string(),
  content: z.string(),
  /** Image URL per column, null where none was uploaded. */
  images: z.record(z.string(), z.string().nullable()),
  updated_at: z.string().nullable(),
});
const Documents = dataEnvelope(z.array(Document));
const DocumentImageForm = z.object({
  document_type: DocumentType,
  column: Column,
  image: ImageFile,
});

/** Every known document type in order, saved or not (an unsaved one is empty). */
function presentDocuments(rows: DocumentRow[]) {
  return WHITE_LABEL_DOCUMENT_TYPES.map((type) => {
    const row = rows.find((r) => r.documentType === type);
    return {
      document_type: type,
      title: row?.title ?? '',
      content: row?.content ?? '',
      images: Object.fromEntries(
        WHITE_LABEL_DOCUMENT_COLUMNS.map((column) => [
          column,
          imageUrl(row?.images[column] ?? null),
        ]),
      ),
      updated_at: row ? new Date(row.updatedAt).toISOString() : null,
    };
  });
}

/**
 * `company/white-label/documents` (AC-7mgr-11): the white label's documents (terms,
 * privacy policy, imprint, statement letterhead), their texts saved together, an image per
 * document and column uploaded with the same content check as the record's images. The
 * same caller rules as `company/white-label` (AC-5-02; administrators: the deployment's).
 */
export function registerWhiteLabelDocuments(api: Api, deps: Deps): void {
  const { db } = deps;
  const rowsOf = (companyId: number) =>
    db.select().from(whiteLabelDocuments).where(eq(whiteLabelDocuments.companyId, companyId));
  const documentsResponse = { 200: jsonResponse(Documents, 'Documents'), ...errorResponses };

  api.openapi(
    createRoute({
      method: 'get',
      path: '/company/white-label/documents',
      summary: "The white label's documents, one per type (AC-7mgr-11, AC-5-02)",
      security: bearer,
      responses: documentsResponse,
    }),
    async (c) => {
      const company = await whiteLabelCompany(c, db);
      return c.json({ data: presentDocuments(await rowsOf(company.id)) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/company/white-label/documents',
      summary: 'Save the title and text of white-label documents, by document type (AC-7mgr-11)',
      security: bearer,
      request: jsonBody(DocumentsBody),
      responses: documentsResponse,
    }),
    async (c) => {
      const company = await whiteLabelCompany(c, db);
      const body = c.req.valid('json');
      await db.transaction(async (tx) => {
        for (const type of WHITE_LABEL_DOCUMENT_TYPES) {
          const doc = body[type];
          if (!doc) continue;
          const set = { title: doc.title, content: doc.content, updatedAt: sql`now()` };
          await tx
            .insert(whiteLabelDocuments)
            .values({ companyId: company.id, documentType: type, ...set })
            .onConflictDoUpdate({
              target: [whiteLabelDocuments.companyId, whiteLabelDocuments.documentType],
              set,
            });
        }
      });
      return c.json({ data: presentDocuments(await rowsOf(company.id)) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/company/white-label/documents/upload-image',
      summary:
        "Upload a document's header or footer image: PNG, JPEG, GIF, WebP or ICO by content, at most 1 MB (AC-7mgr-11)",
      security: bearer,
      request: {
        body: {
          required: true,
          content: { 'multipart/form-data': { schema: DocumentImageForm } },
        },
      },
      responses: documentsResponse,
    }),
    async (c) => {
      const company = await whiteLabelCompany(c, db);
      const form = c.req.valid('form');
      const [image] = await db
        .insert(whiteLabelImages)
        .values({ companyId: company.id, column: form.column, ...(await readImage(form.image)) })
        .returning({ id: whiteLabelImages.id });
      const id = image?.id as number;
      await db
        .insert(whiteLabelDocuments)
        .values({
          companyId: company.id,
          documentType: form.document_type,
          images: { [form.column]: id },
        })
        .onConflictDoUpdate({
          target: [whiteLabelDocuments.companyId, whiteLabelDocuments.documentType],
          set: {
            images: sql`${whiteLabelDocuments.images} || ${JSON.stringify({ [form.column]: id })}::jsonb`,
            updatedAt: sql`now()`,
          },
        });
      return c.json({ data: presentDocuments(await rowsOf(company.id)) }, 200);
    },
  );
}
