import { attachmentProblem, sniffAttachmentType } from '@flexportal/core';
import type { Ticket, TicketAttachment, TicketThread } from '@flexportal/core/contract';
import { z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { ticketAttachments, tickets, ticketThreads } from '../db/schemaSupport.js';
import type { Db } from '../db/types.js';
import { fieldError, notFound } from '../http/errors.js';

type TicketRow = typeof tickets.$inferSelect;
type AttachmentRow = Omit<typeof ticketAttachments.$inferSelect, 'content'>;

const iso = (value: string) => new Date(value).toISOString();

/** A ticket in its wire shape. */
export const presentTicket = (row: TicketRow): Ticket => ({
  id: row.id,
  subject: row.subject,
  priority: row.priority,
  status: row.status,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** An attachment in its wire shape (never its bytes: those come from `.../content`). */
export const presentAttachment = (row: AttachmentRow): TicketAttachment => ({
  id: row.id,
  ticket_id: row.ticketId,
  thread_id: row.threadId,
  filename: row.filename,
  content_type: row.contentType,
  size: row.size,
  created_at: iso(row.createdAt),
});

/** The form field of attached files: `attachments[]` (AC-7mgr-24, array fields as name[]). */
export const AttachmentsField = z
  .preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(
      z.custom<File>((v) => v instanceof File, { message: 'Each attachment must be a file.' }),
    ),
  )
  .optional()
  .openapi({ type: 'array', items: { type: 'string', format: 'binary' } });

/** A checked file, ready to store. */
export interface CheckedFile {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * Count, size and sniffed type of a message's files (core/domain/ticketAttachments.ts): the
 * first problem answers 422 on `attachments`, before anything is written.
 */
export async function checkFiles(files: File[] | undefined): Promise<CheckedFile[]> {
  const list = files ?? [];
  const problem = attachmentProblem(list);
  if (problem?.kind === 'too-many')
    throw fieldError('attachments', `At most ${problem.max} files may be attached.`);
  if (problem?.kind === 'too-large')
    throw fieldError('attachments', `${problem.name} is larger than 500 KB.`);
  if (problem?.kind === 'empty') throw fieldError('attachments', `${problem.name} is empty.`);
  const checked: CheckedFile[] = [];
  for (const file of list) {
    const content = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffAttachmentType(content);
    if (!contentType)
      throw fieldError('attachments', `${file.name} is not a PDF, PNG, JPEG, GIF or text file.`);
    // Path separators and control characters never reach a download's file name.
    const filename =
      [...file.name]
        .map((ch) => (ch < ' ' || ch === '/' || ch === '\\' ? '_' : ch))
        .join('')
        .slice(0, 255) || 'attachment';
    checked.push({ filename, contentType, content });
  }
  return checked;
}

/** Stores one message of a ticket with its files, in the caller's transaction. */
export async function addThread(
  db: Pick<Db, 'insert'>,
  input: {
    ticketId: number;
    userId: number | null;
    author: 'manager' | 'support';
    message: string;
    files: CheckedFile[];
  },
) {
  const [thread] = await db
    .insert(ticketThreads)
    .values({
      ticketId: input.ticketId,
      userId: input.userId,
      author: input.author,
      message: input.message,
    })
    .returning();
  const threadId = (thread as typeof ticketThreads.$inferSelect).id;
  for (const f of input.files) {
    await db.insert(ticketAttachments).values({
      ticketId: input.ticketId,
      threadId,
      filename: f.filename,
      contentType: f.contentType,
      size: f.content.byteLength,
      content: f.content,
    });
  }
  return threadId;
}

/** The ticket `id` of `companyId` (null: any company, for support), or 404. */
export async function findTicket(db: Db, id: number, companyId: number | null) {
  const cond =
    companyId === null
      ? eq(tickets.id, id)
      : and(eq(tickets.id, id), eq(tickets.companyId, companyId));
  const [row] = await db.select().from(tickets).where(cond);
  if (!row) throw notFound('Ticket not found.');
  return row;
}

const attachmentColumns = {
  id: ticketAttachments.id,
  ticketId: ticketAttachments.ticketId,
  threadId: ticketAttachments.threadId,
  filename: ticketAttachments.filename,
  contentType: ticketAttachments.contentType,
  size: ticketAttachments.size,
  createdAt: ticketAttachments.createdAt,
};

/** The attachments of a ticket, oldest first, without their bytes. */
export const ticketFiles = (db: Db, ticketId: number) =>
  db
    .select(attachmentColumns)
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.id));

/** The messages of a ticket, oldest first, each with its attachments and author's name. */
export async function threadsOf(db: Db, ticketId: number): Promise<TicketThread[]> {
  const rows = await db
    .select({ thread: ticketThreads, firstName: users.firstName, lastName: users.lastName })
    .from(ticketThreads)
    .leftJoin(users, eq(users.id, ticketThreads.userId))
    .where(eq(ticketThreads.ticketId, ticketId))
    .orderBy(asc(ticketThreads.id));
  const files = await ticketFiles(db, ticketId);
  return rows.map(({ thread, firstName, lastName }) => ({
    id: thread.id,
    ticket_id: thread.ticketId,
    author: thread.author,
    author_name: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
    message: thread.message,
    attachments: files.filter((f) => f.threadId === thread.id).map(presentAttachment),
    created_at: iso(thread.createdAt),
  }));
}
