import { TICKET_PRIORITIES, TICKET_STATUSES } from '../domain/supportLists.js';
import { z } from './zod.js';

export { TICKET_PRIORITIES, TICKET_STATUSES };

/** A file attached to a ticket message; the content type was sniffed from its bytes. */
export const TicketAttachment = z.looseObject({
  id: z.number().int(),
  ticket_id: z.number().int(),
  thread_id: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type TicketAttachment = z.infer<typeof TicketAttachment>;

/** One message of a ticket (AC-7mgr-25): the opening one, a reply or support's answer. */
export const TicketThread = z.looseObject({
  id: z.number().int(),
  ticket_id: z.number().int(),
  author: z.string(),
  author_name: z.string().nullable(),
  message: z.string(),
  attachments: z.array(TicketAttachment),
  created_at: z.string(),
});
export type TicketThread = z.infer<typeof TicketThread>;

/** A support ticket (AC-7mgr-23). */
export const Ticket = z.looseObject({
  id: z.number().int(),
  subject: z.string(),
  priority: z.number().int(),
  // A string, not the enum: a newer server's state must not break the list.
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof Ticket>;

/** `PUT <Tickets>/{id}`: what a manager may change (AC-7mgr-23). */
export const TicketUpdate = z.object({
  subject: z.string().trim().min(1).max(200).optional(),
  priority: z
    .number()
    .int()
    .refine((p) => (TICKET_PRIORITIES as readonly number[]).includes(p), {
      message: 'The priority must be 0, 5, 10, 15 or 20.',
    })
    .optional(),
  status: z.enum(['open', 'closed']).optional(),
});
