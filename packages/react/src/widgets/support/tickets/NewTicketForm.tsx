import { TICKET_PRIORITIES } from '@flexportal/core';
import type { Ticket } from '@flexportal/core/contract';
import { type FormEvent, useState } from 'react';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { SelectField } from '../../../ui/SelectField.js';
import { AttachmentPicker, filesAcceptable } from '../shared/AttachmentPicker.js';
import { MessageField } from '../shared/MessageField.js';
import { sendMultipart } from '../shared/sendMultipart.js';
import { useSend } from '../shared/useSend.js';

/** Props of {@link NewTicketForm}. */
export interface NewTicketFormProps {
  /** The ticket was opened. */
  onCreated: (ticket: Ticket) => void;
}

/**
 * Opens a ticket (AC-7mgr-24): subject, message, priority (0, 5, 10, 15, 20) and up to three
 * files, sent as one multipart request. A refusal keeps every field and file as it was.
 */
export function NewTicketForm({ onCreated }: NewTicketFormProps) {
  const t = useT(ticketsTexts);
  const client = useFlexportalClient();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState('10');
  const [files, setFiles] = useState<File[]>([]);
  const send = useSend();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!filesAcceptable(files)) return;
    const ticket = await send.run(() =>
      sendMultipart<Ticket>(client, 'manager/tickets', { subject, message, priority }, files),
    );
    if (!ticket) return;
    setSubject('');
    setMessage('');
    setFiles([]);
    onCreated(ticket);
  };
  return (
    <form className="fp-form" part="form" onSubmit={submit} noValidate>
      <h3>{t('tickets.new.title')}</h3>
      <Field
        label={t('tickets.new.subject')}
        value={subject}
        required
        maxLength={200}
        disabled={send.busy}
        errors={send.errors.subject ? [send.errors.subject] : undefined}
        onChange={(e) => setSubject(e.currentTarget.value)}
      />
      <SelectField
        label={t('tickets.new.priority')}
        value={priority}
        disabled={send.busy}
        errors={send.errors.priority ? [send.errors.priority] : undefined}
        options={TICKET_PRIORITIES.map((p) => ({
          value: String(p),
          label: t(`tickets.priority.${p}`),
        }))}
        onChange={(e) => setPriority(e.currentTarget.value)}
      />
      <MessageField
        label={t('tickets.new.message')}
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
      {send.busy ? (
        // fetch reports no upload progress; the bar says the files are on their way.
        <progress className="fp-progress" aria-label={t('tickets.uploading')} />
      ) : null}
      {send.failed ? (
        <p className="fp-field__error" role="alert" part="error">
          {t('tickets.error')}
        </p>
      ) : null}
      <p className="fp-actions">
        <Button type="submit" busy={send.busy}>
          {t('tickets.new.submit')}
        </Button>
      </p>
    </form>
  );
}
