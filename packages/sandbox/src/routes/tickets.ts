import {
  dataEnvelope,
  listEnvelope,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  Ticket,
  TicketAttachment,
  TicketThread,
  TicketUpdate,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ticketAttachments, tickets } from '../db/schemaSupport.js';
import { contentDisposition } from '../http/contentDisposition.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../http/openapi.js';
import {
  AttachmentsField,
  addThread,
  checkFiles,
  findTicket,
  presentAttachment,
  presentTicket,
  threadsOf,
  ticketFiles,
} from '../support/ticketStore.js';
import { pageOf } from './admin/shared.js';
import { PageQuery } from './bankAccounts.js';

const BASE = '/manager/tickets';
/** How many tickets `latest` gives (the dashboard's panel). */
const LATEST = 5;

const Priority = z.coerce
  .number()
  .int()
  .refine((p) => (TICKET_PRIORITIES as readonly number[]).includes(p), {
    message: 'The priority must be 0, 5, 10, 15 or 20.',
  });
const Message = z.string().trim().min(1, 'The message is required.').max(5000);

/** Multipart form of `POST manager/tickets` (AC-7mgr-24). */
const CreateForm = z.object({
  subject: z.string().trim().min(1, 'The subject is required.').max(200),
  message: Message,
  priority: Priority.default(0),
  'attachments[]': AttachmentsField,
});
/** Multipart form of `POST manager/tickets/{id}/reply` (AC-7mgr-25). */
const ReplyForm = z.object({ message: Message, 'attachments[]': AttachmentsField });

const ListQuery = PageQuery.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: Priority.optional(),
});
const ThreadParam = IdParam.extend({ t: z.coerce.number().int().positive().max(2147483647) });
const AttachmentParam = IdParam.extend({
  a: z.coerce.number().int().positive().max(2147483647),
});
const multipart = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'multipart/form-data': { schema } } },
});

/**
 * The manager's support tickets (AC-7mgr-23..26) under `manager/tickets`: list, latest,
 * one, update, create (multipart, `attachments[]`), threads, reply and attachments with
 * their content. Company-scoped: another company's ticket answers 404.
 */
export function registerTickets(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: BASE,
      summary: 'Tickets, newest first, by status and priority (AC-7mgr-23)',
      security: bearer,
      request: { query: ListQuery },
      responses: { 200: jsonResponse(listEnvelope(Ticket), 'Tickets'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where: SQL[] = [eq(tickets.companyId, companyOf(c).id)];
      if (q.status) where.push(eq(tickets.status, q.status));
      if (q.priority !== undefined) where.push(eq(tickets.priority, q.priority));
      const cond = and(...where);
      const body = await pageOf(
        q,
        c.req.url,
        db.select({ total: count() }).from(tickets).where(cond),
        (limit, offset) =>
          db
            .select()
            .from(tickets)
            .where(cond)
            .orderBy(desc(tickets.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...body, data: body.data.map(presentTicket) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/latest`,
      summary: `The ${LATEST} most recently changed tickets (AC-7mgr-23, PP-9-07)`,
      security: bearer,
      responses: { 200: jsonResponse(dataEnvelope(z.array(Ticket)), 'Tickets'), ...errorResponses },
    }),
    async (c) => {
      const rows = await db
        .select()
        .from(tickets)
        .where(eq(tickets.companyId, companyOf(c).id))
        .orderBy(desc(tickets.updatedAt), desc(tickets.id))
        .limit(LATEST);
      return c.json({ data: rows.map(presentTicket) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: BASE,
      summary: 'Open a ticket: subject, message, priority, attachments[] (AC-7mgr-24)',
      security: bearer,
      request: multipart(CreateForm),
      responses: { 201: jsonResponse(dataEnvelope(Ticket), 'Created'), ...errorResponses },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const files = await checkFiles(form['attachments[]']);
      const { user } = c.get('auth');
      const row = await db.transaction(async (tx) => {
        const [ticket] = await tx
          .insert(tickets)
          .values({
            companyId: companyOf(c).id,
            userId: user.id,
            subject: form.subject,
            priority: form.priority,
          })
          .returning();
        const created = ticket as typeof tickets.$inferSelect;
        await addThread(tx, {
          ticketId: created.id,
          userId: user.id,
          author: 'manager',
          message: form.message,
          files,
        });
        return created;
      });
      return c.json({ data: presentTicket(row) }, 201);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}`,
      summary: 'One ticket (AC-7mgr-23)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(Ticket), 'Ticket'), ...errorResponses },
    }),
    async (c) => {
      const row = await findTicket(db, c.req.valid('param').id, companyOf(c).id);
      return c.json({ data: presentTicket(row) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'put',
      path: `${BASE}/{id}`,
      summary: 'Update a ticket: subject, priority, close or reopen (AC-7mgr-23)',
      security: bearer,
      request: { params: IdParam, ...jsonBody(TicketUpdate) },
      responses: { 200: jsonResponse(dataEnvelope(Ticket), 'Updated'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c);
      const existing = await findTicket(db, c.req.valid('param').id, company.id);
      const change = c.req.valid('json');
      const [row] = await db
        .update(tickets)
        .set({ ...change, updatedAt: new Date().toISOString() })
        .where(and(eq(tickets.id, existing.id), eq(tickets.companyId, company.id)))
        .returning();
      return c.json({ data: presentTicket(row as typeof tickets.$inferSelect) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}/threads`,
      summary: 'The messages of a ticket, oldest first, with their attachments (AC-7mgr-25)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(TicketThread)), 'Threads'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const ticket = await findTicket(db, c.req.valid('param').id, companyOf(c).id);
      return c.json({ data: await threadsOf(db, ticket.id) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}/threads/{t}`,
      summary: 'One message of a ticket (AC-7mgr-25)',
      security: bearer,
      request: { params: ThreadParam },
      responses: { 200: jsonResponse(dataEnvelope(TicketThread), 'Thread'), ...errorResponses },
    }),
    async (c) => {
      const { id, t } = c.req.valid('param');
      const ticket = await findTicket(db, id, companyOf(c).id);
      const thread = (await threadsOf(db, ticket.id)).find((x) => x.id === t);
      if (!thread) throw notFound('Message not found.');
      return c.json({ data: thread }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/{id}/reply`,
      summary: 'Reply to a ticket: message, attachments[]; reopens it (AC-7mgr-25)',
      security: bearer,
      request: { params: IdParam, ...multipart(ReplyForm) },
      responses: { 201: jsonResponse(dataEnvelope(TicketThread), 'Reply'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c);
      const ticket = await findTicket(db, c.req.valid('param').id, company.id);
      const form = c.req.valid('form');
      const files = await checkFiles(form['attachments[]']);
      const threadId = await db.transaction(async (tx) => {
        const id = await addThread(tx, {
          ticketId: ticket.id,
          userId: c.get('auth').user.id,
          author: 'manager',
          message: form.message,
          files,
        });
        await tx
          .update(tickets)
          .set({ status: 'open', updatedAt: new Date().toISOString() })
          .where(eq(tickets.id, ticket.id));
        return id;
      });
      const thread = (await threadsOf(db, ticket.id)).find((x) => x.id === threadId);
      return c.json({ data: thread as TicketThread }, 201);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}/attachments`,
      summary: 'The files of a ticket, oldest first (AC-7mgr-26)',
      security: bearer,
      request: { params: IdParam },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(TicketAttachment)), 'Attachments'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const ticket = await findTicket(db, c.req.valid('param').id, companyOf(c).id);
      return c.json({ data: (await ticketFiles(db, ticket.id)).map(presentAttachment) }, 200);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/{id}/attachments/{a}/content`,
      summary: 'The bytes of an attachment, as a download (AC-7mgr-26)',
      security: bearer,
      request: { params: AttachmentParam },
      responses: {
        200: {
          description: 'The file, of its sniffed type',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, a } = c.req.valid('param');
      const ticket = await findTicket(db, id, companyOf(c).id);
      const [file] = await db
        .select()
        .from(ticketAttachments)
        .where(and(eq(ticketAttachments.id, a), eq(ticketAttachments.ticketId, ticket.id)));
      if (!file) throw notFound('Attachment not found.');
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': contentDisposition(file.filename, { fallback: 'attachment' }),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    },
  );
}
