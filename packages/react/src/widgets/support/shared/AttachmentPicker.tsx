import {
  attachmentProblem,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_MAX_COUNT,
} from '@flexportal/core';
import { useId } from 'react';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useFieldErrorText } from '../../../ui/FieldError.js';

/** Props of {@link AttachmentPicker}. */
export interface AttachmentPickerProps {
  /** The files chosen so far. */
  files: readonly File[];
  /** The new list after adding or removing. */
  onChange: (files: File[]) => void;
  /** The server's message for `attachments`, when it refused them. */
  serverError?: string | undefined;
  /** While sending. */
  disabled?: boolean;
}

const KB = Math.round(TICKET_ATTACHMENT_MAX_BYTES / 1024);

/**
 * Chooses up to three files of up to 500 KB (core's `attachmentProblem`; the server sniffs
 * the type from the content), lists them with a Remove button each, and says what is wrong
 * before anything is sent.
 */
export function AttachmentPicker({
  files,
  onChange,
  serverError,
  disabled,
}: AttachmentPickerProps) {
  const t = useT(ticketsTexts);
  const id = useId();
  const problem = attachmentProblem(files);
  const clientError =
    problem?.kind === 'too-many'
      ? t('tickets.files.tooMany', { count: problem.max })
      : problem?.kind === 'too-large'
        ? t('tickets.files.tooLarge', { name: problem.name, size: KB })
        : problem?.kind === 'empty'
          ? t('tickets.files.empty', { name: problem.name })
          : null;
  const errorText = useFieldErrorText();
  const error =
    clientError ??
    (serverError ? errorText(serverError, 'attachments', t('tickets.files.label')) : null);
  return (
    <div className="fp-field" part="field">
      <label className="fp-field__label" htmlFor={id} part="label">
        {t('tickets.files.label')}
      </label>
      <input
        id={id}
        type="file"
        multiple
        disabled={disabled}
        className="fp-field__input"
        part="input"
        accept="application/pdf,image/png,image/jpeg,image/gif,text/plain"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const picked = Array.from(e.currentTarget.files ?? []);
          // Another pick adds to the list; the input is cleared so the same file can come back.
          e.currentTarget.value = '';
          onChange([...files, ...picked]);
        }}
      />
      <p id={`${id}-hint`} className="fp-hint">
        {t('tickets.files.hint', { count: TICKET_ATTACHMENT_MAX_COUNT, size: KB })}
      </p>
      {files.length > 0 ? (
        <ul className="fp-files">
          {files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`}>
              <span className="fp-file__name">{f.name}</span>
              <span className="fp-muted">{Math.max(1, Math.round(f.size / 1024))} KB</span>
              <Button
                variant="secondary"
                disabled={disabled}
                aria-label={t('tickets.files.remove', { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="fp-field__error" role="alert" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Whether the chosen files pass the count and size checks (the form's submit gate). */
export const filesAcceptable = (files: readonly File[]) => attachmentProblem(files) === null;
