import { dataEnvelope, listEnvelope, Ticket, TicketThread } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { count, desc, eq } from 'drizzle-orm';
import { tickets } from '../../db/schemaSupport.js';
import type { Api, Deps } from '../../http/env.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../../http/openapi.js';
import { publishCompanyEvent } from '../../live/routes.js';
import { addThread, findTicket, presentTicket, threadsOf } from '../../support/ticketStore.js';
import { PageQuery } from '../bankAccounts.js';
import { pageOf } from './shared.js';

const AnswerRequest = z.object({
  message: z.string().trim().min(1, 'The message is required.').max(5000),
});

/**
 * Support's side of the tickets (issue 20): `a/tickets` lists every company's tickets,
 * `a/tickets/{id}/threads` reads one, `a/tickets/{id}/reply` answers it (status answered)
 * and tells the company's channel (`ticket.updated`), so the manager's thread shows the
 * answer without a reload.
 */
export function registerAdminTickets(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/tickets',
      summary: 'Every company’s tickets, newest first',
      security: bearer,
      request: { query: PageQuery },
      responses: { 200: jsonResponse(listEnvelope(Ticket), 'Tickets'), ...errorResponses },
    }),
    async (c) => {
      const body = await pageOf(
        c.req.valid('query'),
        c.req.url,
        db.select({ total: count() }).from(tickets),
        (limit, offset) =>
          db.select().from(tickets).orderBy(desc(tickets.id)).limit(limit).offset(offset),
      );
      return c.json({ ...body, data: body.data.map(presentTicket) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/tickets/{id}/threads',
      summary: 'The messages of any ticket',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(TicketThread)), 'Threads'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const ticket = await findTicket(db, c.req.valid('param').id, null);
      return c.json({ data: await threadsOf(db, ticket.id) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/tickets/{id}/reply',
      summary: 'Answer a ticket as support; the manager sees it live',
      security: bearer,
      request: { params: IdParam, ...jsonBody(AnswerRequest) },
      responses: { 201: jsonResponse(dataEnvelope(TicketThread), 'Answer'), ...errorResponses },
    }),
    async (c) => {
      const ticket = await findTicket(db, c.req.valid('param').id, null);
      const threadId = await db.transaction(async (tx) => {
        const id = await addThread(tx, {
          ticketId: ticket.id,
          userId: c.get('auth').user.id,
          author: 'support',
          message: c.req.valid('json').message,
          files: [],
        });
        await tx
          .update(tickets)
          .set({ status: 'answered', updatedAt: new Date().toISOString() })
          .where(eq(tickets.id, ticket.id));
        return id;
      });
      const thread = (await threadsOf(db, ticket.id)).find((x) => x.id === threadId);
      publishCompanyEvent(deps, ticket.companyId, 'ticket.updated', { id: ticket.id });
      return c.json({ data: thread as TicketThread }, 201);
    },
  );
}
