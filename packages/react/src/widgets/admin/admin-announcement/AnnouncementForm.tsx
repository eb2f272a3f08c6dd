import { ANNOUNCEMENT_LIMITS } from '@flexportal/core/admin';
import type { AdminAnnouncement } from '@flexportal/core/contract';
import { useId } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { adminAnnouncementTexts } from '../../../i18n/areas/adminAnnouncement.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { bindField } from '../../../ui/bindField.js';
import { CheckboxField } from '../../../ui/CheckboxField.js';
import { Field } from '../../../ui/Field.js';
import { FieldFrame } from '../../../ui/FieldFrame.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { useAnnouncementForm } from './useAdminAnnouncement.js';

/** Props of {@link AnnouncementForm}. */
interface AnnouncementFormProps {
  /** The announcement to edit; a new one without. */
  saved: AdminAnnouncement | null;
  /** Created or saved. */
  onSaved: (announcement: AdminAnnouncement) => void;
  /** Leaves the form without saving (editing only). */
  onCancel?: (() => void) | undefined;
}

/**
 * Title, message (the allowed tags named under it) and Published; Create or Save through
 * the one submit flow, errors beside the fields and the input kept when it fails.
 */
export function AnnouncementForm({ saved, onSaved, onCancel }: AnnouncementFormProps) {
  const t = useT(adminAnnouncementTexts);
  const { state, flow, change } = useAnnouncementForm(saved, onSaved);
  const messageId = useId();
  const bind = bindField({ values: state.draft, errors: state.errors, change });
  const overall =
    state.outcome === 'error' && state.message
      ? translateCoreText(t, state.message)
      : state.outcome === 'error' && !state.dialog && !state.awaitingCode
        ? t('adminAnnouncement.failed')
        : null;
  const busy = state.status === 'submitting';
  return (
    // Its alert (part `alert`) also speaks beside refused fields, so the form draws it itself.
    <FlowForm
      level={2}
      title={t(saved ? 'adminAnnouncement.editTitle' : 'adminAnnouncement.createTitle')}
      state={state}
      onSubmit={() => void flow.submit()}
      failure={() => null}
    >
      {overall ? (
        <p role="alert" part="alert">
          {overall}
        </p>
      ) : null}
      <Field
        label={t('adminAnnouncement.fieldTitle')}
        autoComplete="off"
        maxLength={ANNOUNCEMENT_LIMITS.title}
        {...bind('title')}
      />
      <FieldFrame
        id={messageId}
        label={t('adminAnnouncement.message')}
        errors={state.errors.message ? [state.errors.message] : undefined}
        hint={t('adminAnnouncement.markupHint')}
      >
        {({ invalid, describedBy }) => (
          <textarea
            id={messageId}
            name="message"
            data-field="message"
            className="fp-field__input fp-textarea"
            part="input"
            maxLength={ANNOUNCEMENT_LIMITS.message}
            value={state.draft.message}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => change({ message: e.currentTarget.value })}
          />
        )}
      </FieldFrame>
      <CheckboxField
        label={t('adminAnnouncement.published')}
        name="published"
        checked={state.draft.published}
        onChange={(e) => change({ published: e.currentTarget.checked })}
      />
      <div className="fp-actions">
        <Button type="submit" busy={busy}>
          {t(saved ? 'adminAnnouncement.save' : 'adminAnnouncement.create')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('adminAnnouncement.cancel')}
          </Button>
        ) : null}
      </div>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
