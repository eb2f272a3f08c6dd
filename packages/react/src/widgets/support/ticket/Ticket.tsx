import type { TicketAttachment } from '@flexportal/core/contract';
import { useId, useRef, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { ticketTexts } from '../../../i18n/areas/ticket.js';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { supportCss } from '../shared/supportCss.js';
import { priorityKey, statusKey } from '../shared/ticketLabels.js';
import { ReplyForm } from './ReplyForm.js';
import { ThreadMessage } from './ThreadMessage.js';
import { useTicket } from './useTicket.js';

/** Props of {@link Ticket}. */
export interface TicketProps {
  /** The ticket to show (the route's `ticket_id`). */
  ticketId?: number;
  /** Where "All tickets" leads; default `/manager/support/tickets/list`. */
  listHref?: string;
}

/**
 * One support ticket (AC-7mgr-23, -25, -26): subject, status and priority, the thread with
 * each message's files (downloaded as a blob through the client, never a URL with a token),
 * a reply form with attachments, and close or reopen. Support's answers appear live.
 * CSS parts: `ticket`, `message`, `form`, `field`, `label`, `input`, `error`, `button`,
 * `signin`.
 */
export function Ticket(props: TicketProps) {
  const ref = useStyles<HTMLDivElement>(supportCss);
  return (
    <div ref={ref} className="fp-root" part="ticket">
      <SignInGate>
        <TicketView {...props} />
      </SignInGate>
    </div>
  );
}

function TicketView({ ticketId, listHref = '/manager/support/tickets/list' }: TicketProps) {
  const t = useT(ticketTexts, ticketsTexts);
  const client = useFlexportalClient();
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const { ticket, threads, reload } = useTicket(ticketId ?? null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  // Close and reopen go through the submit flow every form uses (one send at a time).
  const [change, changeFlow] = useSubmitFlow<{ status: 'open' | 'closed' }, unknown>({
    defaults: () => ({ status: 'closed' }),
    send: ({ status }, request) =>
      client.http.data(`manager/tickets/${ticketId}`, {
        ...request,
        method: 'PUT',
        body: { status },
      }),
    onSuccess: () => reload(),
  });
  const download = (file: TicketAttachment) => {
    setDownloadFailed(false);
    downloadFile(
      client,
      `manager/tickets/${file.ticket_id}/attachments/${file.id}/content`,
      file.filename,
      root.current,
      file.content_type,
    ).catch(() => setDownloadFailed(true));
  };
  if (ticket.status === 'error' || threads.status === 'error') {
    return (
      <p role="alert">
        {t('ticket.loadError')}{' '}
        <Button variant="secondary" onClick={reload}>
          {t('ticket.retry')}
        </Button>
      </p>
    );
  }
  // No ticket named (an element without its ticket-id): nothing will load, say so.
  if (ticket.status === 'idle') return <p role="status">{t('ticket.loadError')}</p>;
  if (ticket.status !== 'ready' || threads.status !== 'ready') {
    return <p aria-busy="true">{t('ticket.loading')}</p>;
  }
  const x = ticket.data;
  const status = statusKey(x.status);
  const priority = priorityKey(x.priority);
  const closed = x.status === 'closed';
  const setStatus = (next: 'open' | 'closed') => {
    changeFlow.setDraft({ status: next });
    void changeFlow.submit();
  };
  return (
    <section ref={root} aria-labelledby={titleId}>
      <p>
        <a href={listHref}>{t('ticket.back')}</a>
      </p>
      <h2 id={titleId}>{t('ticket.heading', { id: x.id, subject: x.subject })}</h2>
      <p className="fp-actions">
        <span className="fp-badge">{status ? t(status) : x.status}</span>
        <span className="fp-badge">
          {t('tickets.col.priority')}: {priority ? t(priority) : x.priority}
        </span>
        <Button
          variant="secondary"
          busy={change.status === 'submitting'}
          onClick={() => setStatus(closed ? 'open' : 'closed')}
        >
          {closed ? t('ticket.reopen') : t('ticket.close')}
        </Button>
      </p>
      {change.outcome === 'error' ? (
        <p className="fp-error" role="alert">
          {t('tickets.error')}
        </p>
      ) : null}
      <ol className="fp-thread" aria-live="polite">
        {threads.data.map((m) => (
          <ThreadMessage key={m.id} message={m} onDownload={download} />
        ))}
      </ol>
      {downloadFailed ? (
        <p className="fp-error" role="alert">
          {t('ticket.downloadError')}
        </p>
      ) : null}
      <ReplyForm ticketId={x.id} onSent={reload} />
    </section>
  );
}
