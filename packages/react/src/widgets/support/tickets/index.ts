export type {
  /** @public props of a published component: partners type their wrappers with it */
  LatestTicketsProps,
} from './LatestTickets.js';
export { LatestTickets } from './LatestTickets.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  TicketsProps,
} from './Tickets.js';
export { Tickets } from './Tickets.js';
