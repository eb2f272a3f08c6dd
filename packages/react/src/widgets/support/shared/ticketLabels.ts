import { TICKET_PRIORITIES } from '@flexportal/core';

/** The text key of a priority (0 lowest ... 20 urgent); an unknown one shows its number. */
export function priorityKey(priority: number) {
  return (TICKET_PRIORITIES as readonly number[]).includes(priority)
    ? (`tickets.priority.${priority}` as `tickets.priority.${(typeof TICKET_PRIORITIES)[number]}`)
    : null;
}

/** The text key of a status; an unknown one shows as it came. */
export function statusKey(status: string) {
  return status === 'open' || status === 'answered' || status === 'closed'
    ? (`tickets.status.${status}` as const)
    : null;
}
