import type { ConfirmedDelete } from '../hooks/useConfirmedDelete.js';
import { Button, type ButtonProps } from './Button.js';
import { Dialog } from './Dialog.js';

/** Props of {@link ConfirmDelete}. */
export interface ConfirmDeleteProps {
  /** The delete action ({@link useConfirmedDelete}). */
  deletion: ConfirmedDelete;
  /** The texts: the button, the dialog's title and question, and its two answers. */
  texts: { button: string; title: string; question: string; yes: string; no: string };
  /** The button's look; the dialog's Yes is a danger button when this is `danger`. */
  variant?: ButtonProps['variant'];
  /** Disables the button (a save in flight). */
  disabled?: boolean;
}

/**
 * The Delete button and its Yes/No confirmation (a native modal: focus is trapped, Escape
 * answers No and focus returns to the button). A refusal is announced beside the button.
 */
export function ConfirmDelete({
  deletion,
  texts,
  variant = 'secondary',
  disabled = false,
}: ConfirmDeleteProps) {
  return (
    <>
      <Button variant={variant} busy={deletion.busy} disabled={disabled} onClick={deletion.ask}>
        {texts.button}
      </Button>
      {deletion.error ? (
        <p className="fp-field__error" role="alert" part="error">
          {deletion.error}
        </p>
      ) : null}
      <Dialog
        open={deletion.confirming}
        title={texts.title}
        onClose={deletion.cancel}
        actions={
          <>
            <Button variant="secondary" onClick={deletion.cancel}>
              {texts.no}
            </Button>
            <Button
              variant={variant === 'danger' ? 'danger' : 'primary'}
              onClick={deletion.confirm}
            >
              {texts.yes}
            </Button>
          </>
        }
      >
        <p>{texts.question}</p>
      </Dialog>
    </>
  );
}
