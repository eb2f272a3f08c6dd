import { useId, useState } from 'react';
import { useConfirmedDelete } from '../../../hooks/useConfirmedDelete.js';
import { whiteLabelTexts } from '../../../i18n/areas/whiteLabel.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { ConfirmDelete } from '../../../ui/ConfirmDelete.js';
import type { WhiteLabelModel } from './useWhiteLabel.js';
import {
  imageUrlOf,
  WHITE_LABEL_IMAGE_COLUMNS,
  type WhiteLabelImageColumn,
} from './whiteLabelRules.js';

/**
 * One upload per image column (logo, dark logo, favicon, background): the file goes up as
 * soon as it is chosen; the server checks its content and its message shows beside it. An
 * uploaded image has a Remove button, confirmed first (issue 38): the deployment's default
 * shows again.
 */
export function WhiteLabelImages({ model }: { model: WhiteLabelModel }) {
  const t = useT(whiteLabelTexts);
  const headingId = useId();
  const [status, setStatus] = useState<Partial<Record<WhiteLabelImageColumn, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<WhiteLabelImageColumn, string>>>({});
  const record = model.record.data ?? null;
  const choose = async (column: WhiteLabelImageColumn, file: File | undefined) => {
    if (!file) return;
    const label = t(`whiteLabel.column.${column}`);
    setStatus((s) => ({ ...s, [column]: '' }));
    const error = await model.upload(column, file);
    setErrors((e) => ({
      ...e,
      // A refused file reads the screen's sentence, never the server's words (issue 38).
      [column]:
        error === 'error'
          ? t('whiteLabel.failed')
          : error
            ? t('whiteLabel.imageRefused', { column: label })
            : '',
    }));
    setStatus((s) => ({
      ...s,
      [column]: error ? '' : t('whiteLabel.uploaded', { column: label }),
    }));
  };
  return (
    <section className="fp-section fp-white-label__images" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('whiteLabel.images')}</h3>
      <p className="fp-hint">{t('whiteLabel.imageHint')}</p>
      <div className="fp-grid">
        {WHITE_LABEL_IMAGE_COLUMNS.map((column) => {
          const label = t(`whiteLabel.column.${column}`);
          const url = imageUrlOf(record, column);
          const inputId = `${headingId}-${column}`;
          const errorId = `${inputId}-error`;
          return (
            <div key={column} className="fp-field" part="field">
              <label htmlFor={inputId} part="label">
                {t('whiteLabel.upload', { column: label })}
              </label>
              <input
                id={inputId}
                part="input"
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon"
                aria-invalid={errors[column] ? true : undefined}
                aria-describedby={errors[column] ? errorId : undefined}
                onChange={(e) => {
                  // Emptied once sent: the image shows below, and the same file can go again.
                  const input = e.currentTarget;
                  void choose(column, input.files?.[0]).finally(() => {
                    input.value = '';
                  });
                }}
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
                <>
                  <img
                    className="fp-white-label__thumb"
                    src={url}
                    alt={t('whiteLabel.current', { column: label })}
                  />
                  <RemoveImage
                    column={column}
                    label={label}
                    onRemoved={() => {
                      model.changed();
                      setErrors((e) => ({ ...e, [column]: '' }));
                      setStatus((s) => ({
                        ...s,
                        [column]: t('whiteLabel.removed', { column: label }),
                      }));
                    }}
                  />
                </>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The Remove button of one uploaded image and its confirmation, through the submit flow. */
function RemoveImage({
  column,
  label,
  onRemoved,
}: {
  column: WhiteLabelImageColumn;
  label: string;
  onRemoved: () => void;
}) {
  const t = useT(whiteLabelTexts);
  const deletion = useConfirmedDelete({
    path: `company/white-label/images/${column}`,
    onDeleted: onRemoved,
    failure: () => t('whiteLabel.removeFailed'),
  });
  return (
    <div className="fp-actions">
      <ConfirmDelete
        deletion={deletion}
        variant="danger"
        texts={{
          button: t('whiteLabel.remove', { column: label }),
          title: t('whiteLabel.removeTitle', { column: label }),
          question: t('whiteLabel.removeQuestion'),
          yes: t('whiteLabel.removeYes'),
          no: t('whiteLabel.cancel'),
        }}
      />
    </div>
  );
}
