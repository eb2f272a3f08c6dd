import { CACHE_TTL, formatDateTime } from '@flexportal/core';
import type { Ticket } from '@flexportal/core/contract';
import { useCached } from '../../../hooks/useCached.js';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { statusKey } from '../shared/ticketLabels.js';

/** Props of {@link LatestTickets}. */
export interface LatestTicketsProps {
  /** Where a ticket opens; `{id}` is its id. */
  ticketHref?: string;
  /** Where "All tickets" leads. */
  listHref?: string;
}

/**
 * The latest tickets, for the dashboard's `tickets` slot (`GET manager/tickets/latest`, cached 10 minutes, PP-9-07; dropped by
 * a live `ticket.updated`), each linking to its thread, and a link to all of them.
 */
export function LatestTickets({
  ticketHref = '/manager/support/tickets/{id}',
  listHref = '/manager/support/tickets/list',
}: LatestTicketsProps) {
  const t = useT(ticketsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const latest = useCached(
    'manager/tickets/latest',
    () => client.http.data<Ticket[]>('manager/tickets/latest'),
    CACHE_TTL.latestTickets,
  );
  const items = latest.status === 'ready' ? latest.data : [];
  return (
    <>
      <h3 className="fp-panel__title">{t('tickets.latest')}</h3>
      {items.length === 0 ? (
        <p className="fp-panel__quiet">{t('tickets.list.empty')}</p>
      ) : (
        <ul className="fp-latest-tickets" part="latest-tickets">
          {items.map((x) => {
            const key = statusKey(x.status);
            return (
              <li key={x.id}>
                <a href={ticketHref.replaceAll('{id}', String(x.id))}>
                  #{x.id} {x.subject}
                </a>{' '}
                <span className="fp-panel__quiet">
                  {key ? t(key) : x.status} · {formatDateTime(x.updated_at, locale, false)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <a href={listHref}>{t('tickets.all')}</a>
      </p>
    </>
  );
}
