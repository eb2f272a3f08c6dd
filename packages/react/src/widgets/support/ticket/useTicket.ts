import { CACHE_TTL } from '@flexportal/core';
import type { Ticket, TicketThread } from '@flexportal/core/contract';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** A ticket and its messages, through the cache (5 minutes, PP-9): keys under `manager/tickets`. */
export interface TicketData {
  ticket: Resource<Ticket>;
  threads: Resource<TicketThread[]>;
  /** Reads both again (after a reply, a status change, or a failed load). */
  reload: () => void;
}

/**
 * Loads ticket `id` and its threads. A live `ticket.updated` (support answered) drops every
 * `manager/tickets` key, so the answer shows without a reload.
 */
export function useTicket(id: number | null): TicketData {
  const client = useFlexportalClient();
  const base = id ? `manager/tickets/${id}` : null;
  const ticket = useCached(base, () => client.http.data<Ticket>(base as string), CACHE_TTL.tickets);
  const threadsKey = base ? `${base}/threads` : null;
  const threads = useCached(
    threadsKey,
    () => client.http.data<TicketThread[]>(threadsKey as string),
    CACHE_TTL.tickets,
  );
  return { ticket, threads, reload: () => client.cache.invalidate('manager/tickets') };
}
