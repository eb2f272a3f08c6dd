import {
  dataEnvelope,
  GenerateReportRequest,
  listEnvelope,
  Report,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { bankAccounts } from '../db/schema.js';
import { reports } from '../db/schemaCompany.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { ApiError, fieldError, forbidden, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../http/openapi.js';
import { listMeta } from '../http/paginate.js';
import { ownAccount } from '../ledger/operations.js';
import { REPORT_CONTENT_TYPES } from '../reports/reportFile.js';
import { reportFilename, reportRange, startReportJob } from '../reports/reportJob.js';

const Id = z.coerce.number().int().positive().max(2147483647).optional();
/** Query of the list: paging, the account (bank_account_id or bid), a report (report_id or rid). */
const ReportQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
  bank_account_id: Id,
  bid: Id,
  report_id: Id,
  rid: Id,
});
const GenerateBody = GenerateReportRequest.extend({
  bank_account_id: z
    .number({ error: 'Choose a bank account.' })
    .int('Choose a bank account.')
    .positive('Choose a bank account.')
    .max(2147483647, 'Choose a bank account.'),
});

type ReportRow = typeof reports.$inferSelect;
type AccountPart = { id: number; name: string; currency: string };

/** A report as the API shows it (AC-3-12). */
const present = (r: ReportRow, a: AccountPart): Report => ({
  id: r.id,
  name: r.name,
  bank_account: { id: a.id, name: a.name, currency: a.currency },
  date_from: r.dateFrom,
  date_to: r.dateTo,
  period: r.period as Report['period'],
  status: r.status as Report['status'],
  format: r.format as Report['format'],
  rows: r.rows,
  filename: reportFilename(r),
  created_at: new Date(r.createdAt).toISOString(),
});

/** Reports need user two-factor unless the company is an individual (AC-2manager-13). */
function reportsAllowed(c: Context<AppEnv>): void {
  const { user, company } = c.get('auth');
  if (company?.legalType !== 'individual' && !user.totpSecret)
    throw forbidden('Reports need Google two-factor authentication.');
}

const accountColumns = {
  id: bankAccounts.id,
  name: bankAccounts.name,
  currency: bankAccounts.currency,
};

/**
 * Reports (AC-7mgr-20/21): the list, generating an approved-transactions report in a
 * background job (report.generated when done), and the download. Own company only.
 */
export function registerReports(api: Api, deps: Deps): void {
  const { db } = deps;

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/reports',
      summary:
        'Reports of the company, newest first; bank_account_id/bid and report_id/rid filter (AC-7mgr-20, AC-2query-01/02)',
      security: bearer,
      request: { query: ReportQuery },
      responses: { 200: jsonResponse(listEnvelope(Report), 'Reports'), ...errorResponses },
    }),
    async (c) => {
      reportsAllowed(c);
      const q = c.req.valid('query');
      const where: SQL[] = [eq(reports.companyId, companyOf(c).id)];
      const account = q.bank_account_id ?? q.bid;
      const report = q.report_id ?? q.rid;
      if (account) where.push(eq(reports.bankAccountId, account));
      if (report) where.push(eq(reports.id, report));
      const cond = and(...where);
      const [[counted], rows] = await Promise.all([
        db.select({ total: count() }).from(reports).where(cond),
        db
          .select({ report: reports, account: accountColumns })
          .from(reports)
          .innerJoin(bankAccounts, eq(bankAccounts.id, reports.bankAccountId))
          .where(cond)
          .orderBy(desc(reports.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
      ]);
      return c.json(
        {
          data: rows.map((r) => present(r.report, r.account)),
          meta: listMeta(counted?.total ?? 0, q.page, q.per_page, c.req.url),
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/reports/approved-transactions',
      summary:
        'Queue a report of the approved (settled) transactions of one account for a period or dates, as csv, pdf or xlsx; report.generated follows (AC-7mgr-21)',
      security: bearer,
      request: jsonBody(GenerateBody),
      responses: {
        202: jsonResponse(dataEnvelope(Report), 'Queued report'),
        ...errorResponses,
      },
    }),
    async (c) => {
      reportsAllowed(c);
      const body = c.req.valid('json');
      const { from, to } = reportRange(body, new Date(deps.config.now()));
      if (!body.period && !from && !to)
        throw fieldError('period', 'Choose a period or a date range.');
      if (from && to && from > to)
        throw fieldError('date_to', 'The end date must not be before the start date.');
      const company = companyOf(c);
      const account = await ownAccount(db, company.id, body.bank_account_id);
      const range = from || to ? `${from ?? '…'} to ${to ?? '…'}` : 'all time';
      const [row] = await db
        .insert(reports)
        .values({
          companyId: company.id,
          userId: c.get('auth').user.id,
          bankAccountId: account.id,
          name: `Approved transactions, ${account.name}, ${range}`,
          dateFrom: from,
          dateTo: to,
          period: body.period ?? null,
          format: body.format,
        })
        .returning();
      const created = row as ReportRow;
      startReportJob(deps, created.id);
      return c.json({ data: present(created, account) }, 202);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/reports/{id}/download',
      summary: 'The file of a finished report (AC-7mgr-20)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: { description: 'The report file (csv, pdf or xlsx)' },
        ...errorResponses,
      },
    }),
    async (c) => {
      reportsAllowed(c);
      const [row] = await db
        .select()
        .from(reports)
        .where(
          and(eq(reports.id, c.req.valid('param').id), eq(reports.companyId, companyOf(c).id)),
        );
      if (!row) throw notFound('Report not found.');
      if (row.status !== 'done' || row.content === null)
        throw new ApiError(422, 'The report is not ready yet.');
      const bytes = Buffer.from(row.content, 'base64');
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': REPORT_CONTENT_TYPES[row.format as Report['format']],
        'Content-Disposition': contentDisposition(reportFilename(row)),
      });
    },
  );
}
