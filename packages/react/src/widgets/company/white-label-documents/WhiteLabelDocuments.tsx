import { WHITE_LABEL_DOCUMENT_LIMITS } from '@flexportal/core';
import { useId, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { whiteLabelDocumentsTexts } from '../../../i18n/areas/whiteLabelDocuments.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { bindField } from '../../../ui/bindField.js';
import { Field } from '../../../ui/Field.js';
import { FieldFrame } from '../../../ui/FieldFrame.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { paymentFormCss } from '../../payments/formCss.js';
import { useWhiteLabelDocuments, type WhiteLabelDocumentsModel } from './useWhiteLabelDocuments.js';
import {
  columnsOf,
  type DocumentsDraft,
  isKnownColumn,
  isKnownType,
  readableName,
  type WhiteLabelDocument,
} from './whiteLabelDocumentsRules.js';

/** Props of {@link WhiteLabelDocuments}. */
export type WhiteLabelDocumentsProps = Record<never, never>;

const css = `${paymentFormCss}
.fp-wl-docs__textarea { min-block-size: 7rem; resize: vertical; font: inherit; inline-size: 100%; box-sizing: border-box; }
.fp-wl-docs__images { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); gap: 0 1rem; }
.fp-wl-docs__images input[type="file"] { max-inline-size: 100%; }
.fp-wl-docs__intro { margin-block-end: 0.75rem; }
.fp-wl-docs__hint { margin-block: 0 0.75rem; }
.fp-wl-docs__thumb { display: block; max-inline-size: 12rem; max-block-size: 4rem; object-fit: contain; margin-block: 0.25rem 0.5rem; }
`;

/**
 * The white label's documents (/manager/white-label/documents and the administrator's
 * /admin/white-label/documents, AC-7mgr-11): per document type a title, a text and header
 * and footer images (checked by content on the server); types and columns the client does
 * not know are shown with their own names. Shown only when the user is an individual or
 * has two-factor, the company is enabled and the feature is on (AC-5-02); the server says
 * so otherwise. CSS parts: `white-label-documents`, `form`, `field`, `label`, `input`,
 * `button`, `signin`.
 */
export function WhiteLabelDocuments(_props: WhiteLabelDocumentsProps) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <DocumentsForm />
      </SignInGate>
    </div>
  );
}

function DocumentsForm() {
  const t = useT(whiteLabelDocumentsTexts);
  const titleId = useId();
  const model = useWhiteLabelDocuments();
  const { documents, state, flow } = model;
  const header = (
    <>
      <h2 id={titleId}>{t('whiteLabelDocuments.title')}</h2>
      <p className="fp-hint fp-wl-docs__intro">{t('whiteLabelDocuments.intro')}</p>
    </>
  );
  const body =
    documents.status === 'error' ? (
      <p role="alert">{t('whiteLabelDocuments.loadFailed')}</p>
    ) : documents.status !== 'ready' ? (
      <p role="status">{t('whiteLabelDocuments.loading')}</p>
    ) : documents.data.length === 0 ? (
      <p>{t('whiteLabelDocuments.empty')}</p>
    ) : null;
  if (body || documents.status !== 'ready')
    return (
      <section
        className="fp-form"
        part="white-label-documents"
        aria-labelledby={titleId}
        aria-busy={documents.status === 'loading' || documents.status === 'idle'}
      >
        {header}
        {body}
      </section>
    );
  return (
    <section className="fp-form" part="white-label-documents" aria-labelledby={titleId}>
      {header}
      <FlowForm
        state={state}
        onSubmit={() => void flow.submit()}
        failure={(message) =>
          message ? translateCoreText(t, message) : t('whiteLabelDocuments.failed')
        }
      >
        {documents.data.map((doc) => (
          <DocumentFields key={doc.document_type} doc={doc} model={model} />
        ))}
        <div className="fp-actions">
          <Button type="submit" busy={state.status === 'submitting'}>
            {t('whiteLabelDocuments.save')}
          </Button>
          <span role="status">
            {state.outcome === 'done' ? t('whiteLabelDocuments.saved') : null}
          </span>
        </div>
      </FlowForm>
    </section>
  );
}

/** One document: its title and text, and an upload per image column. */
function DocumentFields({
  doc,
  model,
}: {
  doc: WhiteLabelDocument;
  model: WhiteLabelDocumentsModel;
}) {
  const t = useT(whiteLabelDocumentsTexts);
  const contentId = useId();
  const { state, flow } = model;
  const type = doc.document_type;
  const label = isKnownType(type) ? t(`whiteLabelDocuments.type.${type}`) : readableName(type);
  const bind = bindField<DocumentsDraft>({
    values: state.draft,
    errors: state.errors,
    change: (patch) => flow.setDraft(patch),
  });
  const contentKey = `${type}.content`;
  const contentError = state.errors[contentKey];
  return (
    <fieldset className="fp-section" part="field">
      <legend>{label}</legend>
      <Field
        label={t('whiteLabelDocuments.fieldTitle')}
        autoComplete="off"
        maxLength={WHITE_LABEL_DOCUMENT_LIMITS.title}
        {...bind(`${type}.title`)}
      />
      <FieldFrame
        id={contentId}
        label={t('whiteLabelDocuments.fieldContent')}
        errors={contentError ? [contentError] : undefined}
      >
        {({ invalid, describedBy }) => (
          <textarea
            id={contentId}
            name={contentKey}
            data-field={contentKey}
            className="fp-field__input fp-wl-docs__textarea"
            part="input"
            maxLength={WHITE_LABEL_DOCUMENT_LIMITS.content}
            value={state.draft[contentKey] ?? ''}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => flow.setDraft({ [contentKey]: e.currentTarget.value })}
          />
        )}
      </FieldFrame>
      <DocumentImages doc={doc} label={label} model={model} />
    </fieldset>
  );
}

/**
 * The image uploads of one document: the file goes up as soon as it is chosen; the server
 * checks its content and its message shows beside the input.
 */
function DocumentImages({
  doc,
  label,
  model,
}: {
  doc: WhiteLabelDocument;
  label: string;
  model: WhiteLabelDocumentsModel;
}) {
  const t = useT(whiteLabelDocumentsTexts);
  const baseId = useId();
  const [status, setStatus] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const choose = async (column: string, name: string, file: File | undefined) => {
    if (!file) return;
    setStatus((s) => ({ ...s, [column]: '' }));
    const error = await model.upload(doc.document_type, column, file);
    setErrors((e) => ({
      ...e,
      [column]:
        error === 'error'
          ? t('whiteLabelDocuments.uploadFailed')
          : error
            ? t('whiteLabelDocuments.imageRefused', { column: name })
            : '',
    }));
    setStatus((s) => ({
      ...s,
      [column]: error ? '' : t('whiteLabelDocuments.uploaded', { column: name }),
    }));
  };
  const hintId = `${baseId}-hint`;
  return (
    <>
      <div className="fp-wl-docs__images">
        {columnsOf(doc).map((column) => {
          const name = isKnownColumn(column)
            ? t(`whiteLabelDocuments.column.${column}`)
            : readableName(column);
          const url = doc.images[column] ?? null;
          const inputId = `${baseId}-${column}`;
          const errorId = `${inputId}-error`;
          return (
            <div key={column} className="fp-field" part="field">
              <label className="fp-field__label" htmlFor={inputId} part="label">
                {t('whiteLabelDocuments.upload', { column: name })}
              </label>
              <input
                id={inputId}
                part="input"
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon"
                aria-invalid={errors[column] ? true : undefined}
                aria-describedby={errors[column] ? `${hintId} ${errorId}` : hintId}
                onChange={(e) => void choose(column, name, e.currentTarget.files?.[0])}
              />
              {errors[column] ? (
                <p id={errorId} className="fp-field__error" role="alert">
                  {errors[column]}
                </p>
              ) : null}
              <p role="status" className="fp-hint">
                {status[column]}
              </p>
              {url ? (
                <img
                  className="fp-wl-docs__thumb"
                  src={url}
                  alt={t('whiteLabelDocuments.current', { column: name, document: label })}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <p id={hintId} className="fp-hint fp-wl-docs__hint">
        {t('whiteLabelDocuments.imageHint')}
      </p>
    </>
  );
}
