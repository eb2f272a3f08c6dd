import type { TicketThread } from '@flexportal/core/contract';
import { ticketTexts } from '../../../i18n/areas/ticket.js';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { AttachmentPicker, filesAcceptable } from '../shared/AttachmentPicker.js';
import { MessageField } from '../shared/MessageField.js';
import { useAttachmentFlow } from '../shared/useAttachmentFlow.js';

/** Props of {@link ReplyForm}. */
export interface ReplyFormProps {
  ticketId: number;
  /** The reply was stored. */
  onSent: (thread: TicketThread) => void;
}

/** Replies to a ticket with text and up to three files (AC-7mgr-25); a refusal keeps both. */
export function ReplyForm({ ticketId, onSent }: ReplyFormProps) {
  const t = useT(ticketTexts, ticketsTexts);
  const [state, flow] = useAttachmentFlow<{ message: string }, TicketThread>(
    `manager/tickets/${ticketId}/reply`,
    () => ({ message: '' }),
    onSent,
  );
  const { draft, errors } = state;
  const busy = state.status === 'submitting';
  return (
    <FlowForm
      state={state}
      title={t('ticket.reply')}
      failure={() => t('tickets.error')}
      onSubmit={() => {
        if (filesAcceptable(draft.files)) void flow.submit();
      }}
    >
      <MessageField
        label={t('ticket.replyLabel')}
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
      {busy ? <progress className="fp-progress" aria-label={t('tickets.uploading')} /> : null}
      <p className="fp-actions">
        <Button type="submit" busy={busy}>
          {t('ticket.send')}
        </Button>
      </p>
    </FlowForm>
  );
}
