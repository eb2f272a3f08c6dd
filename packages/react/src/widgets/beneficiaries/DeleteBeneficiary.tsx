import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import type { BeneficiaryDeletion } from './useDeleteBeneficiary.js';

/** Props of {@link DeleteBeneficiary}. */
export interface DeleteBeneficiaryProps {
  /** The delete action of the edited beneficiary. */
  deletion: BeneficiaryDeletion;
  /** Disables the button (a save in flight). */
  disabled?: boolean;
}

/**
 * The Delete button and its Yes/No confirmation (a native modal: focus is trapped, Escape
 * answers No and focus returns to the button). A refusal is announced beside the button.
 */
export function DeleteBeneficiary({ deletion, disabled = false }: DeleteBeneficiaryProps) {
  const t = useT(beneficiariesTexts);
  return (
    <>
      <Button variant="secondary" busy={deletion.busy} disabled={disabled} onClick={deletion.ask}>
        {t('beneficiaries.form.delete')}
      </Button>
      {deletion.error ? (
        <p className="fp-field__error" role="alert" part="error">
          {deletion.error}
        </p>
      ) : null}
      <Dialog
        open={deletion.confirming}
        title={t('beneficiaries.delete.title')}
        onClose={deletion.cancel}
        actions={
          <>
            <Button variant="secondary" onClick={deletion.cancel}>
              {t('beneficiaries.delete.no')}
            </Button>
            <Button onClick={deletion.confirm}>{t('beneficiaries.delete.yes')}</Button>
          </>
        }
      >
        <p>{t('beneficiaries.delete.confirm')}</p>
      </Dialog>
    </>
  );
}
