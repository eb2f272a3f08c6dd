import {
  CompanyPaymentService,
  dataEnvelope,
  OnboardingTransition,
  TransitionFieldsRequest,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { startOnboarding } from '../../db/onboarding.js';
import { companyPaymentServices, onboardingTransitions } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError, notFound } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../../http/openapi.js';
import { DICTIONARIES } from '../../reference/dictionaryData.js';
import { findCompany, isoTime } from './shared.js';

/** The services of the "payment services" dictionary (AC-3-34). */
const PAYMENT_SERVICES = DICTIONARIES.payment_services as readonly string[];

type TransitionRow = typeof onboardingTransitions.$inferSelect;

const presentTransition = (t: TransitionRow): OnboardingTransition => ({
  id: t.id,
  company_id: t.companyId,
  service: t.service,
  name: t.name,
  order: t.position,
  state: t.state,
  result: t.result,
  fields: t.fields,
});

const CompanyQuery = z.object({
  company_id: z.coerce.number().int().positive().max(2147483647),
});
const ServiceName = z.string().refine((s) => PAYMENT_SERVICES.includes(s), {
  error: `The service must be one of: ${PAYMENT_SERVICES.join(', ')}.`,
});
const TransitionQuery = CompanyQuery.extend({ service: ServiceName.optional() });
const OnboardParams = IdParam.extend({ s: ServiceName });

/** The company's services, every one of the dictionary, null status where never started. */
async function servicesOf(db: Db, companyId: number): Promise<CompanyPaymentService[]> {
  const rows = await db
    .select()
    .from(companyPaymentServices)
    .where(eq(companyPaymentServices.companyId, companyId));
  const known = [...PAYMENT_SERVICES, ...rows.map((r) => r.service)];
  return [...new Set(known)].map((service) => {
    const row = rows.find((r) => r.service === service);
    return {
      company_id: companyId,
      service,
      status: (row?.status ?? null) as CompanyPaymentService['status'],
      updated_at: row ? isoTime(row.updatedAt) : null,
    };
  });
}

async function findTransition(db: Db, id: number): Promise<TransitionRow> {
  const [row] = await db
    .select()
    .from(onboardingTransitions)
    .where(eq(onboardingTransitions.id, id));
  if (!row) throw notFound('Transition not found.');
  return row;
}

/**
 * The company's payment services and their onboarding under `a/companies` (AC-4-01..04,
 * AC-7admin-12/13): the services, the transitions, a transition's fields, applying the
 * next transition and starting onboarding. Registered before `a/companies/{id}`.
 */
export function registerAdminPaymentServices(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/companies/payment-services',
      summary: "A company's payment services and their statuses (AC-7admin-12, AC-4-01)",
      security: bearer,
      request: { query: CompanyQuery },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(CompanyPaymentService)), 'Payment services'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = await findCompany(db, c.req.valid('query').company_id);
      return c.json({ data: await servicesOf(db, company.id) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/companies/onboarding-transitions',
      summary: "A company's onboarding transitions, by service and order (AC-7admin-12, AC-4-02)",
      security: bearer,
      request: { query: TransitionQuery },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(OnboardingTransition)), 'Transitions'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const company = await findCompany(db, q.company_id);
      const rows = await db
        .select()
        .from(onboardingTransitions)
        .where(
          and(
            eq(onboardingTransitions.companyId, company.id),
            q.service ? eq(onboardingTransitions.service, q.service) : undefined,
          ),
        )
        .orderBy(asc(onboardingTransitions.service), asc(onboardingTransitions.position));
      return c.json({ data: rows.map(presentTransition) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/a/companies/onboarding-transitions/{id}/fields',
      summary: "Replace a transition's fields, names to text (AC-7admin-12, AC-4-02)",
      security: bearer,
      request: { params: IdParam, ...jsonBody(TransitionFieldsRequest) },
      responses: {
        200: jsonResponse(dataEnvelope(OnboardingTransition), 'Transition'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await findTransition(db, c.req.valid('param').id);
      const { fields } = c.req.valid('json');
      if (row.state === 'COMPLETED') {
        throw fieldError('fields', 'A completed transition can no longer be edited.');
      }
      const [updated] = await db
        .update(onboardingTransitions)
        .set({ fields, updatedAt: new Date().toISOString() })
        .where(eq(onboardingTransitions.id, row.id))
        .returning();
      return c.json({ data: presentTransition(updated ?? row) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/companies/onboarding-transitions/{id}',
      summary:
        "Apply a transition, only the service's next one: COMPLETED, SUCCESS; the service moves on (AC-7admin-12, AC-4-02)",
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(OnboardingTransition), 'Transition'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await findTransition(db, c.req.valid('param').id);
      const applied = await db.transaction(async (tx) => {
        const steps = await tx
          .select()
          .from(onboardingTransitions)
          .where(
            and(
              eq(onboardingTransitions.companyId, row.companyId),
              eq(onboardingTransitions.service, row.service),
            ),
          )
          .orderBy(asc(onboardingTransitions.position))
          .for('update');
        const open = steps.filter((s) => s.state !== 'COMPLETED');
        if (open[0]?.id !== row.id) {
          throw fieldError(
            'transition',
            row.state === 'COMPLETED'
              ? 'This transition was already applied.'
              : 'Only the next transition may be applied.',
          );
        }
        const now = new Date().toISOString();
        const [done] = await tx
          .update(onboardingTransitions)
          .set({ state: 'COMPLETED', result: 'SUCCESS', updatedAt: now })
          .where(eq(onboardingTransitions.id, row.id))
          .returning();
        await tx
          .update(companyPaymentServices)
          .set({ status: open.length === 1 ? 'ACTIVE' : 'ONBOARDING_IN_PROGRESS', updatedAt: now })
          .where(
            and(
              eq(companyPaymentServices.companyId, row.companyId),
              eq(companyPaymentServices.service, row.service),
            ),
          );
        return done ?? row;
      });
      return c.json({ data: presentTransition(applied) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/companies/{id}/payment-services/{s}/onboard',
      summary:
        "Start a service's onboarding: its transitions anew, status ONBOARDING_START (AC-7admin-13, AC-4-02)",
      security: bearer,
      request: { params: OnboardParams },
      responses: {
        200: jsonResponse(dataEnvelope(CompanyPaymentService), 'Payment service'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, s } = c.req.valid('param');
      const company = await findCompany(db, id);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(companyPaymentServices)
          .where(
            and(
              eq(companyPaymentServices.companyId, company.id),
              eq(companyPaymentServices.service, s),
            ),
          )
          .for('update');
        if (current && current.status !== 'DISABLED') {
          throw fieldError(
            's',
            'Onboarding starts only for a service not started yet or disabled.',
          );
        }
        await startOnboarding(tx, company.id, s);
      });
      const started = (await servicesOf(db, company.id)).find((r) => r.service === s);
      return c.json({ data: started as CompanyPaymentService }, 200);
    },
  );
}
