import type { TicketThread } from '@flexportal/core/contract';
import { type FormEvent, useState } from 'react';
import { ticketTexts } from '../../../i18n/areas/ticket.js';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { AttachmentPicker, filesAcceptable } from '../shared/AttachmentPicker.js';
import { MessageField } from '../shared/MessageField.js';
import { sendMultipart } from '../shared/sendMultipart.js';
import { useSend } from '../shared/useSend.js';

/** Props of {@link ReplyForm}. */
export interface ReplyFormProps {
  ticketId: number;
  /** The reply was stored. */
  onSent: (thread: TicketThread) => void;
}

/** Replies to a ticket with text and up to three files (AC-7mgr-25); a refusal keeps both. */
export function ReplyForm({ ticketId, onSent }: ReplyFormProps) {
  const t = useT(ticketTexts, ticketsTexts);
  const client = useFlexportalClient();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const send = useSend();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!filesAcceptable(files)) return;
    const thread = await send.run(() =>
      sendMultipart<TicketThread>(client, `manager/tickets/${ticketId}/reply`, { message }, files),
    );
    if (!thread) return;
    setMessage('');
    setFiles([]);
    onSent(thread);
  };
  return (
    <form className="fp-form" part="form" onSubmit={submit} noValidate>
      <h3>{t('ticket.reply')}</h3>
      <MessageField
        label={t('ticket.replyLabel')}
        value={message}
        disabled={send.busy}
        error={send.errors.message}
        onChange={setMessage}
      />
      <AttachmentPicker
        files={files}
        onChange={setFiles}
        disabled={send.busy}
        serverError={send.errors.attachments}
      />
      {send.busy ? <progress className="fp-progress" aria-label={t('tickets.uploading')} /> : null}
      {send.failed ? (
        <p className="fp-field__error" role="alert" part="error">
          {t('tickets.error')}
        </p>
      ) : null}
      <p className="fp-actions">
        <Button type="submit" busy={send.busy}>
          {t('ticket.send')}
        </Button>
      </p>
    </form>
  );
}
