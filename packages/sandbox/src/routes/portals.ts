import {
  AutoTransferDraft,
  dataEnvelope,
  LoginResult,
  PortalCompanySignUp,
  PortalEmployeeSignUp,
  PortalServiceParam,
  PortalSignIn,
  RemoteAccount,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { oneTimeKeys } from '../auth/oneTimeKeys.js';
import { loginAnswerFor } from '../auth/signInAnswer.js';
import { forgetCompany } from '../config.js';
import { companies } from '../db/schema.js';
import { portalAutoTransfers } from '../db/schemaPortals.js';
import { isAllowedOrigin } from '../http/cors.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { ApiError, fieldError, forbidden, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../http/openapi.js';
import { ownAccount } from '../ledger/operations.js';
import {
  checkPortals,
  isPortalService,
  simulatedRemoteAccounts,
} from '../portals/remotePortals.js';

// The spec names this group only "Portals" (api-calls.md †): `manager/portals` it is
// (docs/decisions.md, "Portal services").
const BASE = '/manager/portals';

const AutoTransfer = z.object({
  id: z.number().int(),
  portal_service: z.string(),
  remote_account_id: z.string(),
  bank_account_id: z.number().int(),
});

/** The company of the call, when it has the portals feature and `service` is one of AC-3-29. */
function portalCompany(c: Context<AppEnv>, service: string) {
  const company = companyOf(c);
  if (!company.features.includes('portals'))
    throw forbidden('Portal services are not enabled for your company.');
  if (!isPortalService(service)) throw notFound('Unknown portal service.');
  return company;
}

/** The portal services calls (AC-7mgr-32..35) over the sandbox's simulated remote portals. */
export function registerPortals(api: Api, deps: Deps): void {
  const { db, config } = deps;
  const { newKey } = oneTimeKeys(deps);

  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{service}/sign-in`,
      summary: 'Sign-in url of a remote portal, opened in a new tab (AC-7mgr-32)',
      security: bearer,
      request: {
        params: PortalServiceParam,
        query: z.object({
          return_to: z.string().max(200).optional().openapi({
            description: 'Origin of the portal the remote portal sends the user back to',
          }),
        }),
      },
      responses: { 200: jsonResponse(dataEnvelope(PortalSignIn), 'Url'), ...errorResponses },
    }),
    async (c) => {
      const { service } = c.req.valid('param');
      const { return_to } = c.req.valid('query');
      const company = portalCompany(c, service);
      if (return_to !== undefined && !isAllowedOrigin(return_to, config.corsOrigins))
        throw fieldError('return_to', 'The return address is not allowed.');
      if (!company.portalServices.includes(service))
        throw fieldError('service', 'Sign up to this portal service first.');
      checkPortals(deps, [service]);
      const url = new URL(`${config.publicUrl}/remote-portals/${service}`);
      if (return_to) {
        const { user, claims } = c.get('auth');
        // Single use, and dead with this session's logout (R16.4).
        const key = await newKey('portal', user.id, { scope: service, sessionId: claims.jti });
        url.searchParams.set('back', `${return_to}/portals/${service}/${key}`);
      }
      return c.json({ data: { url: url.toString() } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{service}/remote-accounts`,
      summary: 'Accounts at a remote portal (AC-7mgr-34)',
      security: bearer,
      request: { params: PortalServiceParam },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(RemoteAccount)), 'Remote accounts'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { service } = c.req.valid('param');
      const company = portalCompany(c, service);
      checkPortals(deps, [service]);
      if (!company.portalServices.includes(service)) return c.json({ data: [] }, 200);
      const autos = await db
        .select()
        .from(portalAutoTransfers)
        .where(
          and(
            eq(portalAutoTransfers.companyId, company.id),
            eq(portalAutoTransfers.service, service),
          ),
        );
      const data = simulatedRemoteAccounts(service, company.id).map((account) => {
        const auto = autos.find((a) => a.remoteAccountId === account.id);
        return {
          ...account,
          auto_transfer: auto ? { id: auto.id, bank_account_id: auto.bankAccountId } : null,
        };
      });
      return c.json({ data }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/auto-transfer`,
      summary: 'Move what arrives at a remote account to one of ours (AC-7mgr-33)',
      security: bearer,
      request: jsonBody(AutoTransferDraft),
      responses: { 201: jsonResponse(dataEnvelope(AutoTransfer), 'Created'), ...errorResponses },
    }),
    async (c) => {
      const draft = c.req.valid('json');
      const company = portalCompany(c, draft.portal_service);
      checkPortals(deps, [draft.portal_service]);
      const remote = company.portalServices.includes(draft.portal_service)
        ? simulatedRemoteAccounts(draft.portal_service, company.id).find(
            (a) => a.id === draft.remote_account_id,
          )
        : undefined;
      if (!remote) throw fieldError('remote_account_id', 'The remote account does not exist.');
      const account = await ownAccount(db, company.id, draft.bank_account_id);
      if (account.currency !== remote.currency)
        throw fieldError(
          'bank_account_id',
          `The account must hold ${remote.currency}, as the remote account does.`,
        );
      const [row] = await db
        .insert(portalAutoTransfers)
        .values({
          companyId: company.id,
          service: draft.portal_service,
          remoteAccountId: remote.id,
          bankAccountId: account.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw fieldError('remote_account_id', 'This remote account already has an auto-transfer.');
      return c.json(
        {
          data: {
            id: row.id,
            portal_service: row.service,
            remote_account_id: row.remoteAccountId,
            bank_account_id: row.bankAccountId,
          },
        },
        201,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: `${BASE}/auto-transfer/{id}`,
      summary: 'Remove an auto-transfer (AC-7mgr-33)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(z.object({ message: z.string() }), 'Deleted'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = companyOf(c);
      if (!company.features.includes('portals'))
        throw forbidden('Portal services are not enabled for your company.');
      const [row] = await db
        .delete(portalAutoTransfers)
        .where(
          and(
            eq(portalAutoTransfers.id, c.req.valid('param').id),
            eq(portalAutoTransfers.companyId, company.id),
          ),
        )
        .returning();
      if (!row) throw notFound();
      return c.json({ message: 'Auto-transfer removed.' }, 200);
    },
  );

  for (const kind of ['company', 'employee'] as const) {
    api.openapi(
      createRoute({
        method: 'post',
        path: `${BASE}/{service}/sign-up/${kind}`,
        summary: `Sign up to a remote portal as ${kind}; returns token and user (AC-7mgr-35)`,
        security: bearer,
        request: {
          params: PortalServiceParam,
          ...jsonBody(kind === 'company' ? PortalCompanySignUp : PortalEmployeeSignUp),
        },
        responses: {
          200: jsonResponse(dataEnvelope(LoginResult), 'Token and user'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const { service } = c.req.valid('param');
        const company = portalCompany(c, service);
        checkPortals(deps, [service]);
        if (company.portalServices.includes(service))
          throw new ApiError(422, 'Your company is already signed up to this portal service.', {
            errors: { service: ['Your company is already signed up to this portal service.'] },
          });
        await db
          .update(companies)
          .set({
            portalServices: sql`${companies.portalServices} || ${JSON.stringify([service])}::jsonb`,
          })
          .where(eq(companies.id, company.id));
        forgetCompany(config, company.id);
        return c.json({ data: await loginAnswerFor(deps, c.get('auth').user) }, 200);
      },
    );
  }
}
