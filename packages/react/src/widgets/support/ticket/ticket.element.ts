/** Custom element description of {@link Ticket}: data only, read by @flexportal/elements. */
export const ticketElement = {
  tag: 'flexportal-ticket',
  description: 'One support ticket: its thread with attachments, reply, close or reopen.',
  props: { ticketId: 'number', listHref: 'string' },
  events: {},
  parts: ['ticket', 'message', 'form', 'field', 'label', 'input', 'error', 'button', 'signin'],
} as const;
