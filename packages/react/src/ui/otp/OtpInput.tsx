import { otpFieldMessage } from '@flexportal/core';
import { useEffect, useId, useRef, useState } from 'react';
import { translateCoreText } from '../../i18n/coreText.js';
import { useT } from '../../provider/FlexportalProvider.js';
import {
  completeCode,
  emptyDigits,
  moveByKey,
  type OtpDigits,
  type OtpEdit,
  pasteDigits,
  typeDigit,
} from './otpDigits.js';

/** Props of {@link OtpInput}. */
export interface OtpInputProps {
  /** Called once all six boxes hold a digit. */
  onComplete: (code: string) => void;
  /** A server error on the code: shown on the field, and the digits reset (PP-4.3-06). */
  error?: string | undefined;
  /** The code is being verified: shows 'Code accepted. Verification process...' (PP-4.3-03). */
  submitting?: boolean;
}

/** Six one-digit boxes with paste and keyboard movement (PP-4.3, PP-5 auth code). */
export function OtpInput({ onComplete, error, submitting = false }: OtpInputProps) {
  const t = useT();
  const [digits, setDigits] = useState<OtpDigits>(emptyDigits);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const statusId = useId();
  const message = otpFieldMessage({ error: error ?? null, submitting });

  useEffect(() => {
    if (!error) return;
    setDigits(emptyDigits());
    boxes.current[0]?.focus();
  }, [error]);

  const apply = (edit: OtpEdit) => {
    setDigits(edit.digits);
    boxes.current[edit.focus]?.focus();
    const code = completeCode(edit.digits);
    if (code) onComplete(code);
  };

  return (
    <div>
      <div className="fp-otp" part="otp">
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            className="fp-field__input fp-otp__digit"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={2}
            value={digit}
            disabled={submitting}
            aria-label={t('otp.digit', { n: index + 1 })}
            aria-invalid={error ? true : undefined}
            aria-describedby={statusId}
            onChange={(e) => apply(typeDigit(digits, index, e.currentTarget.value))}
            onKeyDown={(e) => {
              const edit = moveByKey(digits, index, e.key);
              if (!edit) return;
              e.preventDefault();
              setDigits(edit.digits);
              boxes.current[edit.focus]?.focus();
            }}
            onPaste={(e) => {
              e.preventDefault();
              apply(pasteDigits(e.clipboardData.getData('text')));
            }}
          />
        ))}
      </div>
      <div
        id={statusId}
        role={error ? 'alert' : 'status'}
        className={error ? 'fp-field__error' : 'fp-field__hint'}
      >
        {message ? translateCoreText(t, message) : ''}
      </div>
    </div>
  );
}
