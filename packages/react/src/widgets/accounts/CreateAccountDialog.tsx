import { accountsTexts } from '../../i18n/areas/accounts.js';
import { translateCoreText } from '../../i18n/coreText.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { Button } from '../../ui/Button.js';
import { bindField } from '../../ui/bindField.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';
import { FlowForm } from '../../ui/FlowForm.js';
import { SelectField } from '../../ui/SelectField.js';
import type { CreateAccountValues } from './accountsRules.js';
import type { CreateAccountModel } from './useCreateAccount.js';

/** Props of {@link CreateAccountDialog}: the model of {@link useCreateAccount}. */
export interface CreateAccountDialogProps {
  /** The create-account form's model. */
  model: CreateAccountModel;
}

/**
 * The create-account dialog: currency (from the type's currencies dictionary) and an
 * optional name. A refused submit shows its messages beside the fields and keeps the input.
 */
export function CreateAccountDialog({ model }: CreateAccountDialogProps) {
  const t = useT(accountsTexts);
  const { state, flow, currencies } = model;
  const errors = state.errors;
  const bind = bindField<CreateAccountValues>({
    values: state.draft,
    errors,
    change: model.change,
  });
  return (
    <Dialog open={model.open} title={t('accounts.createTitle')} onClose={model.close}>
      {/* The buttons sit inside the form: Enter in a field submits, as in every form. */}
      <FlowForm
        state={state}
        onSubmit={() => void flow.submit()}
        failure={(message) => (message ? translateCoreText(t, message) : null)}
        fieldErrors={{ name: t('accounts.fieldErrors.name') }}
      >
        {currencies.length === 0 ? <p role="status">{t('accounts.noCurrencies')}</p> : null}
        <SelectField
          label={t('accounts.currency')}
          name="currency"
          data-field="currency"
          value={state.draft.currency}
          options={currencies.map((c) => ({ value: c, label: c }))}
          errors={errors.currency ? [errors.currency] : undefined}
          onChange={(e) => model.change({ currency: e.currentTarget.value })}
        />
        <Field
          label={t('accounts.name')}
          autoComplete="off"
          hint={t('accounts.nameHint')}
          {...bind('name')}
        />
        <div className="fp-dialog__actions">
          <Button variant="secondary" onClick={model.close}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            busy={state.status === 'submitting'}
            disabled={currencies.length === 0}
          >
            {t('accounts.createSubmit')}
          </Button>
        </div>
      </FlowForm>
    </Dialog>
  );
}
