import { type ReactNode, useEffect, useId, useRef } from 'react';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Called when the user dismisses it (Escape, close button). */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
}

/**
 * A modal on the native `<dialog>`: the browser traps focus, closes on Escape and returns
 * focus to what opened it.
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="fp-dialog"
      aria-labelledby={titleId}
      part="dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 className="fp-dialog__title" id={titleId}>
        {title}
      </h2>
      {children}
      {actions ? <div className="fp-dialog__actions">{actions}</div> : null}
    </dialog>
  );
}
