/** Custom element description of {@link Tickets}: data only, read by @flexportal/elements. */
export const ticketsElement = {
  tag: 'flexportal-tickets',
  description: 'Support tickets: open one with attachments, and the company’s tickets.',
  props: { ticketHref: 'string', syncUrl: 'boolean' },
  events: {},
  parts: [
    'tickets',
    'form',
    'field',
    'label',
    'input',
    'error',
    'button',
    'list',
    'table',
    'row',
    'cell',
    'link',
    'pager',
    'empty',
    'signin',
  ],
} as const;
