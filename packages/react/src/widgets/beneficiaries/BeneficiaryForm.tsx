import { ERROR_CODE } from '@flexportal/core';
import { useEffect, useRef } from 'react';
import { SignInGate } from '../../global/SignInGate.js';
import { SubmitDialogs } from '../../global/SubmitDialogs.js';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { translateCoreText } from '../../i18n/coreText.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDelete } from '../../ui/ConfirmDelete.js';
import { FlowForm } from '../../ui/FlowForm.js';
import { useStyles } from '../../ui/styles/useStyles.js';
import { BeneficiaryAccountFields } from './BeneficiaryAccountFields.js';
import { BeneficiaryBankFields } from './BeneficiaryBankFields.js';
import { BeneficiaryPartyFields } from './BeneficiaryPartyFields.js';
import { BeneficiarySavedFor } from './BeneficiarySavedFor.js';
import { beneficiariesCss } from './beneficiariesCss.js';
import { firstErrorField } from './beneficiaryRules.js';
import { beneficiaryName } from './beneficiaryValues.js';
import { focusField } from './focusField.js';
import { type BeneficiaryFormCallbacks, useBeneficiaryForm } from './useBeneficiaryForm.js';

/** Props of {@link BeneficiaryForm}. */
export interface BeneficiaryFormProps extends BeneficiaryFormCallbacks {
  /** The beneficiary to edit (`/manager/transaction-agents/{id}`); without it one is created. */
  agentId?: number;
  /** The account a new beneficiary is saved for at first; default any account. */
  accountId?: number;
}

/**
 * Creates a saved beneficiary (agent), or edits and deletes one when `agentId` is given
 * (AC-2manager: /manager/transaction-agents/create and /{id}). Signs the user in first when
 * there is no session; a manager-reader sees it read-only. CSS parts: `form`, `section`,
 * `field`, `label`, `input`, `error`, `button`, `success`, `dialog`.
 */
export function BeneficiaryForm(props: BeneficiaryFormProps) {
  const ref = useStyles<HTMLDivElement>(beneficiariesCss);
  const agentId = props.agentId ?? null;
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        {/* A new id is a new form: nothing typed for one beneficiary carries to another. */}
        <BeneficiaryFormBody key={agentId ?? 'new'} {...props} agentId={agentId} />
      </SignInGate>
    </div>
  );
}

type BodyProps = Omit<BeneficiaryFormProps, 'agentId'> & { agentId: number | null };

function BeneficiaryFormBody(props: BodyProps) {
  const t = useT(beneficiariesTexts);
  const model = useBeneficiaryForm(props.agentId, props.accountId ?? null, props);
  const { state, flow, values, canEdit, deletion } = model;
  const form = useRef<HTMLFormElement>(null);

  // PP-5-03: after a refused submit, bring the topmost field with an error into view.
  useEffect(() => {
    if (state.outcome !== 'error') return;
    const name = firstErrorField(state.errors);
    if (name && form.current) focusField(form.current, name);
  }, [state.outcome, state.errors]);

  const status = (text: string, busy = false) => (
    <p className="fp-hint" role="status" aria-busy={busy || undefined}>
      {text}
    </p>
  );
  if (deletion.deleted) return status(t('beneficiaries.delete.done'));
  if (model.load === 'missing') return status(t('beneficiaries.form.notFound'));
  // PP-8-18: the failure itself is only logged; the form cannot be shown without its data.
  if (model.load === 'error') return status(translateCoreText(t, ERROR_CODE.unknown));
  const accountsLoading = model.accounts.status === 'idle' || model.accounts.status === 'loading';
  if (model.load === 'loading' || canEdit === null || accountsLoading) {
    return status(t('common.loading'), true);
  }

  const saved = state.outcome === 'done' ? state.result : null;
  const accounts = model.accounts.data ?? [];
  const freeMarket =
    values.free_market_sector_id !== null ||
    accounts.some((a) => a.payment_service === 'free_market');
  return (
    <FlowForm
      level={2}
      formRef={form}
      state={state}
      onSubmit={() => {
        if (canEdit) void flow.submit();
      }}
      title={t(
        model.mode === 'edit' ? 'beneficiaries.form.editTitle' : 'beneficiaries.form.createTitle',
      )}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
      fieldErrors={{
        company_name: t('beneficiaries.fieldErrors.company_name'),
        first_name: t('beneficiaries.fieldErrors.first_name'),
        last_name: t('beneficiaries.fieldErrors.last_name'),
      }}
      success={saved ? t('beneficiaries.form.saved', { name: beneficiaryName(saved) }) : null}
    >
      {canEdit ? null : (
        <p className="fp-hint" role="note">
          {t('beneficiaries.form.readOnly')}
        </p>
      )}
      {/* A reader's form is disabled as a whole: visible, never sent. */}
      <fieldset className="fp-plain" disabled={!canEdit}>
        <BeneficiarySavedFor {...model} accounts={accounts} />
        <fieldset className="fp-section" part="section payee">
          <legend>{t('beneficiaries.form.payee')}</legend>
          <BeneficiaryPartyFields freeMarket={freeMarket} {...model} />
          <BeneficiaryAccountFields {...model} />
        </fieldset>
        <BeneficiaryBankFields {...model} />
      </fieldset>
      {canEdit ? (
        <div className="fp-actions">
          <Button type="submit" busy={state.status === 'submitting'} disabled={deletion.busy}>
            {t('beneficiaries.form.save')}
          </Button>
          {model.mode === 'edit' ? (
            <ConfirmDelete
              deletion={deletion}
              disabled={state.status === 'submitting'}
              texts={{
                button: t('beneficiaries.form.delete'),
                title: t('beneficiaries.delete.title'),
                question: t('beneficiaries.delete.confirm'),
                yes: t('beneficiaries.delete.yes'),
                no: t('beneficiaries.delete.no'),
              }}
            />
          ) : null}
        </div>
      ) : null}
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
