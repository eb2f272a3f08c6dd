// Zod-free on purpose: the ticket and report screens import these lists without the
// schemas (the contract builds its schemas from them), so zod stays out of the runtime.

/** Ticket priorities of AC-9, lowest first. */
export const TICKET_PRIORITIES = [0, 5, 10, 15, 20] as const;

/** Ticket states: open, answered by support, closed. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;

/** File formats an approved-transactions report is generated in. */
export const REPORT_FORMATS = ['csv', 'pdf', 'xlsx'] as const;
