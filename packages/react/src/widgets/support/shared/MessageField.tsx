import { useId } from 'react';
import { FieldFrame } from '../../../ui/FieldFrame.js';

/** Props of {@link MessageField}. */
export interface MessageFieldProps {
  /** Visible label. */
  label: string;
  /** The text. */
  value: string;
  /** The new text. */
  onChange: (value: string) => void;
  /** The server's messages for the field. */
  error?: string | undefined;
  /** While sending. */
  disabled?: boolean;
}

/** A labelled multi-line message box in the kit's field frame. */
export function MessageField({ label, value, onChange, error, disabled }: MessageFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} errors={error ? [error] : undefined}>
      {({ invalid, describedBy }) => (
        <textarea
          id={id}
          className="fp-field__input fp-textarea"
          part="input"
          required
          maxLength={5000}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </FieldFrame>
  );
}
