import { TICKET_PRIORITIES } from '@flexportal/core';
import type { Ticket } from '@flexportal/core/contract';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { AttachmentPicker, filesAcceptable } from '../shared/AttachmentPicker.js';
import { MessageField } from '../shared/MessageField.js';
import { useAttachmentFlow } from '../shared/useAttachmentFlow.js';

/** The new ticket's text fields (the priority as the select holds it). */
type NewTicketFields = { subject: string; message: string; priority: string };

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
  const [state, flow] = useAttachmentFlow<NewTicketFields, Ticket>(
    'manager/tickets',
    () => ({ subject: '', message: '', priority: '10' }),
    onCreated,
  );
  const { draft, errors } = state;
  const busy = state.status === 'submitting';
  return (
    <FlowForm
      state={state}
      title={t('tickets.new.title')}
      failure={() => t('tickets.error')}
      onSubmit={() => {
        if (filesAcceptable(draft.files)) void flow.submit();
      }}
    >
      <Field
        label={t('tickets.new.subject')}
        value={draft.subject}
        required
        maxLength={200}
        disabled={busy}
        errors={errors.subject ? [errors.subject] : undefined}
        onChange={(e) => flow.setDraft({ subject: e.currentTarget.value })}
      />
      <SelectField
        label={t('tickets.new.priority')}
        value={draft.priority}
        disabled={busy}
        errors={errors.priority ? [errors.priority] : undefined}
        options={TICKET_PRIORITIES.map((p) => ({
          value: String(p),
          label: t(`tickets.priority.${p}`),
        }))}
        onChange={(e) => flow.setDraft({ priority: e.currentTarget.value })}
      />
      <MessageField
        label={t('tickets.new.message')}
        value={draft.message}
        disabled={busy}
        error={errors.message}
        onChange={(message) => flow.setDraft({ message })}
      />
      <AttachmentPicker
        files={draft.files}
        onChange={(files) => flow.setDraft({ files })}
        disabled={busy}
        serverError={errors.attachments}
      />
      {busy ? (
        // fetch reports no upload progress; the bar says the files are on their way.
        <progress className="fp-progress" aria-label={t('tickets.uploading')} />
      ) : null}
      <p className="fp-actions">
        <Button type="submit" busy={busy}>
          {t('tickets.new.submit')}
        </Button>
      </p>
    </FlowForm>
  );
}
