import type { ButtonHTMLAttributes } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Look of the button; default primary. `danger` is a secondary-weight button in the
   * danger colour, for an action that destroys or stops something (and is confirmed).
   */
  variant?: 'primary' | 'secondary' | 'danger';
  /** Shows the button busy and disabled (submit in flight, PP-4.1). */
  busy?: boolean;
}

/** The kit's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className="fp-button"
      data-variant={variant}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      part={`button button-${variant}`}
    />
  );
}
