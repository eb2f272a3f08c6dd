import { formatAmount } from '@flexportal/core';
import { useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { adminCreditTexts } from '../../../i18n/areas/adminCredit.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { AmountField } from '../../../ui/AmountField.js';
import { Button } from '../../../ui/Button.js';
import { bindAmountField, bindField } from '../../../ui/bindField.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { paymentFormCss } from '../../payments/formCss.js';
import { canConfirmCredit } from './creditRules.js';
import { useAdminCredit } from './useAdminCredit.js';

/** Props of {@link AdminCredit}. */
export type AdminCreditProps = Record<never, never>;

/**
 * The administrator's top-up (`/admin/transactions/credit`, AC-2admin-07, AC-7admin-03):
 * choose a company account, type the amount and a note, confirm in a dialog that repeats
 * amount and account, then answer the code dialog; the account's new balance shows after.
 * Signs the user in first when there is no session. CSS parts: `form`, `field`, `input`,
 * `button`, `dialog`, `success`.
 */
export function AdminCredit(_props: AdminCreditProps) {
  const ref = useStyles<HTMLDivElement>(paymentFormCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <AdminCreditForm />
      </SignInGate>
    </div>
  );
}

function AdminCreditForm() {
  const t = useT(adminCreditTexts);
  const locale = useLocale();
  const model = useAdminCredit();
  const { state, flow, account, accounts, change } = model;
  const [confirming, setConfirming] = useState(false);
  const form = { values: state.draft, errors: state.errors, change };
  const bind = bindField(form);
  const bindAmount = bindAmountField(form);

  if (accounts.status !== 'ready' && accounts.status !== 'error') {
    return (
      <p className="fp-hint" role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  const list = accounts.data ?? [];
  if (list.length === 0) return <p role="status">{t('adminCredit.noAccounts')}</p>;

  const credited = state.outcome === 'done' ? state.result : null;
  const creditedTo = credited ? list.find((a) => a.id === credited.to_account_id) : undefined;
  return (
    <FlowForm
      level={2}
      state={state}
      onSubmit={() => {
        if (canConfirmCredit(state.draft)) setConfirming(true);
      }}
      title={t('adminCredit.title')}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
      success={
        credited
          ? t('adminCredit.done', {
              amount: formatAmount(credited.amount, locale, { currency: credited.currency }),
              name: creditedTo?.name ?? `#${credited.to_account_id}`,
              balance: formatAmount(creditedTo?.available_balance, locale, {
                currency: credited.currency,
              }),
            })
          : null
      }
    >
      <SelectField
        label={t('adminCredit.account')}
        data-field="bank_account_id"
        value={state.draft.bank_account_id ?? ''}
        placeholder={t('common.choose')}
        errors={state.errors.bank_account_id ? [state.errors.bank_account_id] : undefined}
        options={list.map((a) => ({
          value: String(a.id),
          label: t('adminCredit.accountOption', {
            company: model.companyName(a.company_id),
            name: a.name,
            available: formatAmount(a.available_balance, locale, { subUnit: a.sub_unit }),
            currency: a.currency,
          }),
        }))}
        onChange={(e) => change({ bank_account_id: Number(e.currentTarget.value) || null })}
      />
      <AmountField
        label={t('adminCredit.amount')}
        autoComplete="off"
        hint={account?.currency}
        {...bindAmount('amount')}
      />
      <Field label={t('adminCredit.note')} autoComplete="off" maxLength={300} {...bind('note')} />
      <Button
        type="submit"
        busy={state.status === 'submitting'}
        disabled={!canConfirmCredit(state.draft)}
      >
        {t('adminCredit.submit')}
      </Button>
      <Dialog
        open={confirming}
        title={t('adminCredit.confirmTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                void flow.submit();
              }}
            >
              {t('adminCredit.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('adminCredit.confirmText')}</p>
        <dl className="fp-total__rows">
          {model.summary().map((line) => (
            <div className="fp-total__row" key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
