export type {
  /** @public props of a published component: partners type their wrappers with it */
  TicketProps,
} from './Ticket.js';
export { Ticket } from './Ticket.js';
