import { formatAmount, type TransferService } from '@flexportal/core';
import { useEffect, useMemo, useRef } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { AmountField } from '../../../ui/AmountField.js';
import { Button } from '../../../ui/Button.js';
import { bindAmountField } from '../../../ui/bindField.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { RadioGroup } from '../../../ui/RadioGroup.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { paymentFormCss } from '../formCss.js';
import { GrandTotalPanel } from './GrandTotalPanel.js';
import { useWithdrawal } from './useWithdrawal.js';
import { WithdrawalPayee } from './WithdrawalPayee.js';
import { WithdrawalReference } from './WithdrawalReference.js';
import { SERVICE_LABELS } from './withdrawalLabels.js';
import { queryFromProps, type WithdrawalProps } from './withdrawalProps.js';
import { allowedServices, firstErrorField } from './withdrawalRules.js';
import type { WithdrawalValues } from './withdrawalValues.js';

/**
 * The withdrawal screen (PP-2.5): sends funds from a fiat account by SEPA, SWIFT, Israel
 * local payment, portal or FPS/CHAPS, to a payee typed in or picked from the saved
 * beneficiaries, with the live fee preview. Signs the user in first when there is no
 * session. CSS parts: `form`, `section`, `field`, `input`, `grand-total`, `button`.
 */
export function Withdrawal(props: WithdrawalProps) {
  const ref = useStyles<HTMLDivElement>(paymentFormCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <WithdrawalForm {...props} />
      </SignInGate>
    </div>
  );
}

function WithdrawalForm(props: WithdrawalProps) {
  const t = useT(withdrawalTexts);
  const locale = useLocale();
  const query = useMemo(() => queryFromProps(props), [props]);
  const model = useWithdrawal(query, props);
  const { state, flow, values, errors, locked, change, account } = model;
  const form = useRef<HTMLFormElement>(null);
  const bindAmount = bindAmountField<WithdrawalValues>(model);

  // PP-5-03: after a refused submit, bring the topmost field with an error into view.
  useEffect(() => {
    if (state.outcome !== 'error') return;
    const name = firstErrorField(state.errors);
    const el = name ? form.current?.querySelector<HTMLElement>(`[data-field="${name}"]`) : null;
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus?.({ preventScroll: true });
  }, [state.outcome, state.errors]);

  const loading = model.accounts.status === 'loading' || model.accounts.status === 'idle';
  if (loading || (model.accounts.data?.length && !model.ready)) {
    return (
      <p className="fp-hint" role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  if (!model.accounts.data?.length) return <p role="status">{t('withdrawal.noAccounts')}</p>;

  const allowed = allowedServices(values);
  const created = state.outcome === 'done' ? state.result : null;
  return (
    <FlowForm
      level={2}
      formRef={form}
      busy={model.prefilling}
      state={state}
      onSubmit={() => void flow.submit()}
      title={t('withdrawal.title')}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
      fieldErrors={{ amount: t('withdrawal.fieldErrors.amount') }}
      success={
        created ? (
          <>
            {t('withdrawal.created', { name: created.name, status: created.status })}{' '}
            {props.transactionHref ? (
              <a href={props.transactionHref.replace('{id}', String(created.id))}>
                {t('withdrawal.view')}
              </a>
            ) : null}
          </>
        ) : null
      }
    >
      {locked.size > 0 ? (
        <p className="fp-hint" role="note">
          {t('withdrawal.locked')}
        </p>
      ) : null}
      <div className="fp-grid">
        <SelectField
          label={t('withdrawal.fromAccount')}
          data-field="bank_account_id"
          value={values.bank_account_id ?? ''}
          disabled={locked.has('bank_account_id')}
          errors={errors.bank_account_id ? [errors.bank_account_id] : undefined}
          options={model.accounts.data.map((a) => ({
            value: String(a.id),
            label: t('withdrawal.accountOption', {
              name: a.name,
              available: formatAmount(a.available_balance, locale, { subUnit: a.sub_unit }),
              currency: a.currency,
            }),
          }))}
          onChange={(e) => change({ bank_account_id: Number(e.currentTarget.value) || null })}
        />
        <AmountField
          label={t('withdrawal.amount')}
          autoComplete="off"
          hint={account?.currency}
          {...bindAmount('amount')}
        />
      </div>
      <SelectField
        label={t('withdrawal.beneficiary')}
        data-field="selected_agent_id"
        value={values.selected_agent_id ?? ''}
        disabled={locked.size > 0}
        placeholder={t('withdrawal.beneficiaryNone')}
        options={(model.agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        onChange={(e) => model.selectAgent(Number(e.currentTarget.value) || null)}
      />
      <RadioGroup
        legend={t('withdrawal.service')}
        name="transfer_service"
        data-field="transfer_service"
        value={values.transfer_service}
        disabled={locked.has('transfer_service')}
        errors={errors.transfer_service ? [errors.transfer_service] : undefined}
        options={(Object.keys(SERVICE_LABELS) as TransferService[])
          .filter((s) => s !== 'portal' || allowed.includes('portal'))
          .map((s) => ({ value: s, label: SERVICE_LABELS[s], disabled: !allowed.includes(s) }))}
        onChange={(s) => change({ transfer_service: s as TransferService })}
      />
      <RadioGroup
        legend={t('withdrawal.legalType')}
        name="customer_legal_type"
        data-field="customer_legal_type"
        value={values.customer_legal_type}
        disabled={locked.has('customer_legal_type')}
        errors={errors.customer_legal_type ? [errors.customer_legal_type] : undefined}
        options={[
          { value: 'company', label: t('withdrawal.legalCompany') },
          { value: 'individual', label: t('withdrawal.legalIndividual') },
        ]}
        onChange={(v) =>
          change({ customer_legal_type: v as WithdrawalValues['customer_legal_type'] })
        }
      />
      <WithdrawalPayee {...model} />
      <WithdrawalReference {...model} />
      <GrandTotalPanel grandTotal={model.grandTotal} subUnit={account?.sub_unit} />
      <Button type="submit" busy={state.status === 'submitting'} disabled={model.prefilling}>
        {t('withdrawal.submit')}
      </Button>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
