import type { Ticket } from '@flexportal/core/contract';
import { useCallback, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import { type ListLoader, ListPage } from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { supportCss } from '../shared/supportCss.js';
import { NewTicketForm } from './NewTicketForm.js';
import { TicketFilters } from './TicketFilters.js';
import { TICKETS_TABLE_ID, ticketColumns } from './ticketColumns.js';

/** Props of {@link Tickets}. */
export interface TicketsProps {
  /** Where a ticket opens; `{id}` is its id. Default `/manager/support/tickets/{id}`. */
  ticketHref?: string;
  /** Keeps the list's page and filters in the address (the portal's list pages). */
  syncUrl?: boolean;
  /** A ticket was opened by the form. */
  onCreate?: (ticket: Ticket) => void;
}

/** Default of {@link TicketsProps.ticketHref}. */
const DEFAULT_TICKET_HREF = '/manager/support/tickets/{id}';
const FILTER_KEYS: readonly string[] = ['status', 'priority'];

/**
 * Support tickets (AC-7mgr-23, -24): the form that opens one (subject, message, priority,
 * attachments) and the company's tickets with status and priority, through the shared list
 * page. CSS parts: `tickets`, `form`, `field`, `label`, `input`, `error`, `button`, `list`,
 * `table`, `row`, `cell`, `link`, `pager`, `empty`, `signin`.
 */
export function Tickets(props: TicketsProps) {
  const ref = useStyles<HTMLDivElement>(supportCss);
  return (
    <div ref={ref} className="fp-root" part="tickets">
      <SignInGate>
        <TicketsView {...props} />
      </SignInGate>
    </div>
  );
}

function TicketsView({ ticketHref = DEFAULT_TICKET_HREF, syncUrl, onCreate }: TicketsProps) {
  const t = useT(ticketsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  // A new ticket starts the list afresh, so it shows first.
  const [generation, setGeneration] = useState(0);
  const columns = useMemo(() => ticketColumns(t, locale), [t, locale]);
  const load = useCallback<ListLoader<Ticket>>(
    ({ page, per_page, filters }, signal) =>
      client.http.list<Ticket>('manager/tickets', { page, per_page }, { query: filters, signal }),
    [client],
  );
  const rowHref = useCallback(
    (x: Ticket) => ticketHref.replaceAll('{id}', String(x.id)),
    [ticketHref],
  );
  const created = useCallback(
    (ticket: Ticket) => {
      client.cache.invalidate('manager/tickets');
      setGeneration((g) => g + 1);
      onCreate?.(ticket);
    },
    [client, onCreate],
  );
  return (
    <>
      <h2>{t('tickets.title')}</h2>
      <NewTicketForm onCreated={created} />
      <ListPage<Ticket>
        key={generation}
        tableId={TICKETS_TABLE_ID}
        title={t('tickets.list.title')}
        columns={columns}
        rowKey={(x) => x.id}
        load={load}
        syncUrl={syncUrl}
        filterKeys={FILTER_KEYS}
        rowHref={rowHref}
        emptyText={t('tickets.list.empty')}
        csvFilename="tickets"
        filters={(controls) => <TicketFilters controls={controls} />}
      />
    </>
  );
}
