import { listEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { asc, count, eq } from 'drizzle-orm';
import { bankAccounts, companies, users } from '../../db/schema.js';
import type { Api, CompanyRow, Deps } from '../../http/env.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { textPdf } from '../../lib/pdf.js';
import { PageQuery } from '../bankAccounts.js';
import { findCompany, isoTime, pageOf } from './shared.js';

const Archive = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  file_name: z.string(),
  download_path: z.string(),
  created_at: z.string(),
});

/** `kyc-<id>-<name as a slug>.pdf`: stable for a company. */
export const archiveFileName = (company: Pick<CompanyRow, 'id' | 'name'>) =>
  `kyc-${company.id}-${
    company.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'company'
  }.pdf`;

const present = (company: CompanyRow) => ({
  id: company.id,
  company_id: company.id,
  company_name: company.name,
  file_name: archiveFileName(company),
  download_path: `/a/kyc-file-archives/${company.id}/download`,
  created_at: isoTime(company.createdAt),
});

/**
 * `a/kyc-file-archives` (AC-7admin-19): one archive per company, generated on download as a
 * PDF from the company's stored data only, so the same data gives the same bytes.
 */
export function registerAdminKycArchives(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/kyc-file-archives',
      summary: 'KYC file archives, one per company (AC-7admin-19)',
      security: bearer,
      request: { query: PageQuery },
      responses: { 200: jsonResponse(listEnvelope(Archive), 'Archives'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(companies),
        (limit, offset) =>
          db.select().from(companies).orderBy(asc(companies.id)).limit(limit).offset(offset),
      );
      return c.json({ ...body, data: body.data.map(present) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/kyc-file-archives/{id}/download',
      summary: "Download a company's KYC archive (PDF) (AC-7admin-19)",
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = await findCompany(db, c.req.valid('param').id);
      const [[employees], [accounts]] = await Promise.all([
        db.select({ n: count() }).from(users).where(eq(users.companyId, company.id)),
        db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.companyId, company.id)),
      ]);
      const pdf = textPdf(`KYC archive: ${company.name}`, [
        `Company id: ${company.id}`,
        `Legal type: ${company.legalType}`,
        `Company types: ${company.companyTypes.join(', ') || 'none'}`,
        `Node type: ${company.nodeType}`,
        `Enabled: ${company.enabled ? 'yes' : 'no'}`,
        `Features: ${company.features.join(', ') || 'none'}`,
        `Employees: ${employees?.n ?? 0}   Bank accounts: ${accounts?.n ?? 0}`,
        `Registered: ${isoTime(company.createdAt)}`,
        '',
        'Flexportal Sandbox - generated document, no real KYC files.',
      ]);
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${archiveFileName(company)}"`,
      });
    },
  );
}
