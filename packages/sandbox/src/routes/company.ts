import { Company, CompanyAlert, dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, eq, inArray } from 'drizzle-orm';
import { authenticate, managerArea } from '../auth/middleware.js';
import { presentCompany } from '../auth/present.js';
import { complianceTrackings } from '../db/schemaCompliance.js';
import { type Api, type CompanyRow, companyOf, type Deps } from '../http/env.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';

/** Tracking statuses that wait on the company: documents to send or to send again. */
const WAITING_ON_COMPANY = ['open', 'declined'] as const;

/**
 * The alerts of a company (AC-7mgr-07): not enabled yet, and trackings that wait on it. The
 * spec names the call only; these two are what the sandbox knows to warn of.
 */
function companyAlerts(company: CompanyRow, openTrackings: number): CompanyAlert[] {
  const alerts: CompanyAlert[] = [];
  if (!company.enabled) {
    alerts.push({
      type: 'company_disabled',
      message: 'Your company is not enabled yet: payments are not available.',
      count: 1,
    });
  }
  if (openTrackings > 0) {
    alerts.push({
      type: 'compliance_open',
      message:
        openTrackings === 1
          ? 'One compliance tracking waits for your documents.'
          : `${openTrackings} compliance trackings wait for your documents.`,
      count: openTrackings,
    });
  }
  return alerts;
}

/**
 * `GET company` (AC-7mgr-05) and `GET company/alerts` (AC-7mgr-07): the caller's own company,
 * managers and readers (the manager area). Registered after companyStatistics.ts, whose
 * `/company/*` guard covers `company/alerts`; `company` itself gets the same guard here.
 */
export function registerCompany(api: Api, deps: Deps): void {
  api.use('/company', authenticate(deps), managerArea());

  api.openapi(
    createRoute({
      method: 'get',
      path: '/company',
      summary: "The caller's company (AC-7mgr-05)",
      security: bearer,
      responses: { 200: jsonResponse(dataEnvelope(Company), 'Company'), ...errorResponses },
    }),
    (c) => c.json({ data: presentCompany(companyOf(c)) }, 200),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/company/alerts',
      summary: "The caller's company's alerts: not enabled, compliance waiting on it (AC-7mgr-07)",
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(z.array(CompanyAlert)), 'Alerts'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = companyOf(c);
      const [open] = await deps.db
        .select({ n: count() })
        .from(complianceTrackings)
        .where(
          and(
            eq(complianceTrackings.companyId, company.id),
            inArray(complianceTrackings.status, [...WAITING_ON_COMPANY]),
          ),
        );
      return c.json({ data: companyAlerts(company, open?.n ?? 0) }, 200);
    },
  );
}
