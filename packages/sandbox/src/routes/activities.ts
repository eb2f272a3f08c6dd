import { Activity, listEnvelope } from '@flexportal/core/contract';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { authenticate, managerArea } from '../auth/middleware.js';
import { requireTwoFactor } from '../auth/twoFactorGate.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { bearer, errorResponses, jsonResponse } from '../http/openapi.js';
import {
  ActivityFilters,
  activityReads,
  CSV_HEADERS,
  csvResponse,
  REPORT_LIMIT,
} from './admin/activities.js';
import { PageQuery } from './bankAccounts.js';

/** What a manager may filter by: the administrator's filters less company and user. */
const ManagerFilters = ActivityFilters.omit({ company_id: true, user_id: true });

/**
 * The manager's activity log (AC-7mgr-04): `GET activities` and `GET activities/report`
 * (CSV), the administrator's log (`a/activities`) limited to the caller's company. The spec
 * writes them without `manager/`; they are the manager area all the same (readers may read).
 */
export function registerActivities(api: Api, deps: Deps): void {
  const reads = activityReads(deps.db);
  api.use('/activities', authenticate(deps), managerArea());
  api.use('/activities/*', authenticate(deps), managerArea());
  // The caller's company, whatever the query says.
  const own = (c: Context<AppEnv>) => ({ company_id: companyOf(c).id, user_id: undefined });

  api.openapi(
    createRoute({
      method: 'get',
      path: '/activities',
      summary:
        "The company's activity log, newest first: transaction_id, event, from_date, to_date (AC-7mgr-04)",
      security: bearer,
      request: { query: PageQuery.extend(ManagerFilters.shape) },
      responses: { 200: jsonResponse(listEnvelope(Activity), 'Activities'), ...errorResponses },
    }),
    async (c) => {
      requireTwoFactor(c, 'Activity logs need two-factor authentication.');
      return c.json(await reads.page({ ...c.req.valid('query'), ...own(c) }, c.req.url), 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/activities/report',
      summary: `The company's activity log as CSV under the same filters, newest first, at most ${REPORT_LIMIT} rows (AC-7mgr-04)`,
      security: bearer,
      request: { query: ManagerFilters },
      responses: csvResponse,
    }),
    async (c) => {
      requireTwoFactor(c, 'Activity logs need two-factor authentication.');
      return c.body(await reads.csv({ ...c.req.valid('query'), ...own(c) }), 200, CSV_HEADERS);
    },
  );
}
