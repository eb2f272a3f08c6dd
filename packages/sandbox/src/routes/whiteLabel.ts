import { dataEnvelope, WhiteLabelOwner } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { whiteLabelImages, whiteLabels } from '../db/schemaCompany.js';
import type { Api, Deps } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { ImageFile, imageResponse, readImage } from '../http/imageUpload.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { whiteLabelCompany } from '../whiteLabel/access.js';
import { IMAGE_COLUMNS } from '../whiteLabel/imageCheck.js';
import { whiteLabelOwners } from '../whiteLabel/owners.js';
import { presentWhiteLabel } from '../whiteLabel/record.js';
import { registerWhiteLabelDocuments } from './whiteLabelDocuments.js';

const HEX = /^#[0-9a-fA-F]{6}$/;
const Colour = z.string().regex(HEX, 'The colour must be a hex colour like #0d6efd.');
/** Body of `PUT company/white-label`: the texts and colours. */
const WhiteLabelBody = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(100, 'At most 100 characters.'),
  primary_color: Colour,
  secondary_color: Colour,
  support_email: z
    .email('The support e-mail must be an e-mail address.')
    .max(200)
    .nullable()
    .optional(),
});
const Record = z.object({
  name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  support_email: z.string().nullable(),
  logo_url: z.string().nullable(),
  dark_logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  background_url: z.string().nullable(),
  cache_set_at: z.string().nullable(),
});
const ImageColumn = z.enum(IMAGE_COLUMNS, {
  error: `The column must be one of ${IMAGE_COLUMNS.join(', ')}.`,
});
const ImageForm = z.object({ column: ImageColumn, image: ImageFile });
const COLUMN_FIELD = {
  logo: 'logoImageId',
  dark_logo: 'darkLogoImageId',
  favicon: 'faviconImageId',
  background: 'backgroundImageId',
} as const;

/** The defaults of a company that saved nothing yet (AC-1-03: #0d6efd and #6c757d). */
const emptyRecord = (name: string) => ({
  name,
  primary_color: '#0d6efd',
  secondary_color: '#6c757d',
  support_email: null,
  logo_url: null,
  dark_logo_url: null,
  favicon_url: null,
  background_url: null,
  cache_set_at: null,
});

/**
 * `company/white-label` (AC-7mgr-09/10): read and save the record, upload its images with a
 * content check; `white-label/images/{id}` serves them (public, like the record itself);
 * remove one of them (`DELETE company/white-label/images/{column}`, issue 38); the owner
 * list of its white-label parents (AC-7mgr-12, `company/white-label/owners`);
 * and the documents (AC-7mgr-11, routes/whiteLabelDocuments.ts).
 */
export function registerWhiteLabel(api: Api, deps: Deps): void {
  const { db } = deps;
  const current = async (companyId: number) =>
    (await db.select().from(whiteLabels).where(eq(whiteLabels.companyId, companyId)))[0];

  api.openapi(
    createRoute({
      method: 'get',
      path: '/company/white-label',
      summary: "The company's white-label record (AC-7mgr-09, AC-5-02)",
      security: bearer,
      responses: { 200: jsonResponse(dataEnvelope(Record), 'White label'), ...errorResponses },
    }),
    async (c) => {
      const company = await whiteLabelCompany(c, db);
      const row = await current(company.id);
      return c.json({ data: row ? presentWhiteLabel(row) : emptyRecord(company.name) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/company/white-label/owners',
      summary:
        "The white-label parents the company's white label falls under, nearest first (AC-7mgr-12; the path is ours, docs/decisions.md)",
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(z.array(WhiteLabelOwner)), 'White-label owners'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = await whiteLabelCompany(c, db);
      return c.json({ data: await whiteLabelOwners(db, company.id) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/company/white-label',
      summary: 'Save the name, colours and support e-mail of the white label (AC-7mgr-09)',
      security: bearer,
      request: jsonBody(WhiteLabelBody),
      responses: { 200: jsonResponse(dataEnvelope(Record), 'White label'), ...errorResponses },
    }),
    async (c) => {
      const company = await whiteLabelCompany(c, db);
      const b = c.req.valid('json');
      const values = {
        name: b.name,
        primaryColor: b.primary_color.toLowerCase(),
        secondaryColor: b.secondary_color.toLowerCase(),
        supportEmail: b.support_email ?? null,
        updatedAt: sql`now()`,
      };
      const [row] = await db
        .insert(whiteLabels)
        .values({ companyId: company.id, ...values })
        .onConflictDoUpdate({ target: whiteLabels.companyId, set: values })
        .returning();
      return c.json({ data: presentWhiteLabel(row as typeof whiteLabels.$inferSelect) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/company/white-label/upload-image',
      summary:
        'Upload the logo, dark logo, favicon or background: PNG, JPEG, GIF, WebP or ICO by content, at most 1 MB (AC-7mgr-10)',
      security: bearer,
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: ImageForm } } },
      },
      responses: { 200: jsonResponse(dataEnvelope(Record), 'White label'), ...errorResponses },
    }),
    async (c) => {
      const company = await whiteLabelCompany(c, db);
      const form = c.req.valid('form');
      const [image] = await db
        .insert(whiteLabelImages)
        .values({ companyId: company.id, column: form.column, ...(await readImage(form.image)) })
        .returning({ id: whiteLabelImages.id });
      const set = { [COLUMN_FIELD[form.column]]: image?.id ?? null, updatedAt: sql`now()` };
      const base = (await current(company.id)) ?? null;
      const [row] = await db
        .insert(whiteLabels)
        .values({
          companyId: company.id,
          name: base?.name ?? company.name,
          primaryColor: base?.primaryColor ?? '#0d6efd',
          secondaryColor: base?.secondaryColor ?? '#6c757d',
          ...set,
        })
        .onConflictDoUpdate({ target: whiteLabels.companyId, set })
        .returning();
      return c.json({ data: presentWhiteLabel(row as typeof whiteLabels.$inferSelect) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/company/white-label/images/{column}',
      summary:
        "Remove the logo, dark logo, favicon or background: the deployment's default shows again (issue 38; the path is ours, docs/decisions.md)",
      security: bearer,
      request: { params: z.object({ column: ImageColumn }) },
      responses: { 200: jsonResponse(dataEnvelope(Record), 'White label'), ...errorResponses },
    }),
    async (c) => {
      const company = await whiteLabelCompany(c, db);
      const { column } = c.req.valid('param');
      const base = await current(company.id);
      if (!base) return c.json({ data: emptyRecord(company.name) }, 200);
      const [row] = await db
        .update(whiteLabels)
        .set({ [COLUMN_FIELD[column]]: null, updatedAt: sql`now()` })
        .where(eq(whiteLabels.companyId, company.id))
        .returning();
      return c.json({ data: presentWhiteLabel(row as typeof whiteLabels.$inferSelect) }, 200);
    },
  );

  // Public and outside the OpenAPI document, like a static file: the id is all it takes.
  api.get('/white-label/images/:id', async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) throw notFound('Image not found.');
    const [image] = await db.select().from(whiteLabelImages).where(eq(whiteLabelImages.id, id));
    if (!image) throw notFound('Image not found.');
    return imageResponse(c, image);
  });

  registerWhiteLabelDocuments(api, deps);
}
