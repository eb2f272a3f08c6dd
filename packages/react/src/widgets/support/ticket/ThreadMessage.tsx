import { formatDateTime } from '@flexportal/core';
import type { TicketAttachment, TicketThread } from '@flexportal/core/contract';
import { ticketTexts } from '../../../i18n/areas/ticket.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';

/** Props of {@link ThreadMessage}. */
export interface ThreadMessageProps {
  message: TicketThread;
  /** Downloads one attachment as a blob. */
  onDownload: (file: TicketAttachment) => void;
}

/** One message of the thread: who and when, the text as text (never markup), its files. */
export function ThreadMessage({ message, onDownload }: ThreadMessageProps) {
  const t = useT(ticketTexts);
  const locale = useLocale();
  const who =
    message.author === 'support' ? t('ticket.author.support') : t('ticket.author.manager');
  return (
    <li className="fp-message" data-author={message.author} part="message">
      <p className="fp-message__meta">
        <strong>{message.author === 'support' ? who : (message.author_name ?? who)}</strong>
        <time dateTime={message.created_at}>
          {formatDateTime(message.created_at, locale, false)}
        </time>
      </p>
      <p className="fp-message__text">{message.message}</p>
      {message.attachments.length > 0 ? (
        <ul className="fp-files">
          {message.attachments.map((f) => (
            <li key={f.id}>
              <Button variant="secondary" onClick={() => onDownload(f)}>
                {t('ticket.download', { name: f.filename })}
              </Button>
              <span className="fp-muted">{Math.max(1, Math.round(f.size / 1024))} KB</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
