import type { SettingDraft, SettingEditor } from '@flexportal/core/admin';
import { useId } from 'react';
import { adminSettingsTexts } from '../../../i18n/areas/adminSettings.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { CheckboxField } from '../../../ui/CheckboxField.js';
import { Field } from '../../../ui/Field.js';
import { useFieldErrorText } from '../../../ui/FieldError.js';
import { FieldFrame } from '../../../ui/FieldFrame.js';
import { SelectField } from '../../../ui/SelectField.js';
import { type SettingField, toggledItem } from './settingsRules.js';

/** Props of {@link SettingFields}. */
export interface SettingFieldsProps {
  /** The key, for names and data attributes. */
  name: string;
  /** The visible name of the setting. */
  label: string;
  editor: SettingEditor;
  draft: SettingDraft;
  change: (patch: Partial<SettingDraft>) => void;
  /** Messages per field of the editor. */
  errors: Partial<Record<SettingField, string[]>>;
  /** Choices of a list or currency editor, with their visible names. */
  choices: ReadonlyArray<{ value: string; label: string }>;
  /** Help under the editor. */
  hint?: string | undefined;
}

/**
 * The controls of one setting's editor kind: checkboxes for lists of currencies or
 * features, a checkbox for a switch, two decimal inputs for boundaries, one line per entry
 * for blocklists and JSON text for keys the client does not know. Amounts are typed and
 * kept as text: never a number on the way.
 */
export function SettingFields(props: SettingFieldsProps) {
  const { name, label, editor, draft, change, errors, choices, hint } = props;
  const t = useT(adminSettingsTexts);
  const textId = useId();
  const errorText = useFieldErrorText();
  const messages = errors.value;
  switch (editor.kind) {
    case 'currencies':
    case 'features': {
      const all = choices.map((c) => c.value);
      return (
        <fieldset className="fp-section fp-setting__choices" data-field={name}>
          <legend>{label}</legend>
          {choices.length === 0 ? <p className="fp-hint">{t('adminSettings.noOptions')}</p> : null}
          {choices.map((c) => (
            <CheckboxField
              key={c.value}
              label={c.label}
              checked={draft.items.includes(c.value)}
              onChange={(e) =>
                change({ items: toggledItem(all, draft.items, c.value, e.currentTarget.checked) })
              }
            />
          ))}
          {hint ? <p className="fp-hint">{hint}</p> : null}
          {messages ? (
            <p className="fp-field__error" role="alert" part="error">
              {errorText(messages, 'value', label)}
            </p>
          ) : null}
        </fieldset>
      );
    }
    case 'switch':
      return (
        <div data-field={name}>
          <CheckboxField
            label={label}
            checked={draft.on}
            onChange={(e) => change({ on: e.currentTarget.checked })}
          />
          {hint ? <p className="fp-hint">{hint}</p> : null}
          {messages ? (
            <p className="fp-field__error" role="alert" part="error">
              {errorText(messages, 'value', label)}
            </p>
          ) : null}
        </div>
      );
    case 'bounds':
      return (
        <fieldset className="fp-section" data-field={name}>
          <legend>{label}</legend>
          <div className="fp-grid">
            <Field
              label={t('adminSettings.min')}
              inputMode="decimal"
              autoComplete="off"
              data-field={`${name}.min`}
              value={draft.min}
              errors={errors.min}
              onChange={(e) => change({ min: e.currentTarget.value })}
            />
            <Field
              label={t('adminSettings.max')}
              inputMode="decimal"
              autoComplete="off"
              data-field={`${name}.max`}
              value={draft.max}
              errors={errors.max}
              onChange={(e) => change({ max: e.currentTarget.value })}
            />
          </div>
          {hint ? <p className="fp-hint">{hint}</p> : null}
          {messages ? (
            <p className="fp-field__error" role="alert" part="error">
              {errorText(messages, 'value', label)}
            </p>
          ) : null}
        </fieldset>
      );
    case 'currency':
      return (
        <SelectField
          label={label}
          data-field={name}
          value={draft.text}
          placeholder={t('adminSettings.choose')}
          options={choices}
          errors={messages}
          hint={hint}
          onChange={(e) => change({ text: e.currentTarget.value })}
        />
      );
    case 'entries':
    case 'json':
      return (
        <FieldFrame id={textId} label={label} errors={messages} hint={hint}>
          {({ invalid, describedBy }) => (
            <textarea
              id={textId}
              data-field={name}
              className="fp-field__input fp-textarea"
              part="input"
              rows={editor.kind === 'json' ? 4 : 3}
              spellCheck={false}
              value={draft.text}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(e) => change({ text: e.currentTarget.value })}
            />
          )}
        </FieldFrame>
      );
    default:
      return (
        <Field
          label={label}
          data-field={name}
          type={editor.kind === 'date' ? 'date' : editor.kind === 'email' ? 'email' : 'text'}
          inputMode={
            editor.kind === 'amount' ? 'decimal' : editor.kind === 'integer' ? 'numeric' : undefined
          }
          autoComplete="off"
          value={draft.text}
          errors={messages}
          hint={hint}
          onChange={(e) => change({ text: e.currentTarget.value })}
        />
      );
  }
}
