import { formatAmount } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { useId } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { sendFundsAffiliateTexts } from '../../../i18n/areas/sendFundsAffiliate.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { AmountField } from '../../../ui/AmountField.js';
import { Button } from '../../../ui/Button.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { paymentFormCss } from '../../payments/formCss.js';
import { useSendFundsAffiliate } from './useSendFundsAffiliate.js';

/** Props of {@link SendFundsAffiliate}. */
export interface SendFundsAffiliateProps {
  /** Funds were sent: the created transfer. */
  onSent?: (transaction: Transaction) => void;
}

/** The `detail` of each event the element dispatches (names in lower case). */
export interface SendFundsAffiliateEventDetails {
  sent: Transaction;
}

/**
 * Send funds to the affiliate owner (/manager/send-funds-affiliate, needs an affiliated
 * company, AC-2manager-11): from one of the company's fiat accounts to an owner account in
 * the same currency, behind the two-factor code dialog. The owner is notified
 * (transaction.funds_for_affiliate_owner). CSS parts: `send-funds-affiliate`, `form`,
 * `field`, `label`, `input`, `button`, `signin`.
 */
export function SendFundsAffiliate(props: SendFundsAffiliateProps) {
  const ref = useStyles<HTMLDivElement>(paymentFormCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <SendFundsForm {...props} />
      </SignInGate>
    </div>
  );
}

function SendFundsForm(props: SendFundsAffiliateProps) {
  const t = useT(sendFundsAffiliateTexts);
  const locale = useLocale();
  const titleId = useId();
  const model = useSendFundsAffiliate(props.onSent);
  const { state, flow, owner, source, targets, sent, change } = model;
  const { draft, errors } = state;
  const money = (amount: string, subUnit?: number) => formatAmount(amount, locale, { subUnit });
  const header = <h2 id={titleId}>{t('sendFundsAffiliate.title')}</h2>;
  if (owner.status === 'error')
    return (
      <section className="fp-form" part="send-funds-affiliate" aria-labelledby={titleId}>
        {header}
        <p role="alert">{t('sendFundsAffiliate.notAffiliate')}</p>
      </section>
    );
  return (
    <section className="fp-form" part="send-funds-affiliate" aria-labelledby={titleId}>
      {header}
      {owner.data ? (
        <p>{t('sendFundsAffiliate.ownerLine', { name: owner.data.name })}</p>
      ) : (
        <p role="status" aria-busy="true">
          …
        </p>
      )}
      <FlowForm
        aria-labelledby={titleId}
        state={state}
        onSubmit={() => void flow.submit()}
        failure={(message) =>
          message ? translateCoreText(t, message) : t('sendFundsAffiliate.failed')
        }
      >
        <div className="fp-grid">
          <SelectField
            label={t('sendFundsAffiliate.fromAccount')}
            data-field="bank_account_id"
            value={draft.bank_account_id ?? ''}
            placeholder={t('sendFundsAffiliate.chooseAccount')}
            errors={errors.bank_account_id ? [errors.bank_account_id] : undefined}
            options={model.accounts.map((a) => ({
              value: String(a.id),
              label: t('sendFundsAffiliate.accountOption', {
                name: a.name,
                available: money(a.available_balance, a.sub_unit),
                currency: a.currency,
              }),
            }))}
            onChange={(e) => change({ bank_account_id: Number(e.currentTarget.value) || null })}
          />
          <SelectField
            label={t('sendFundsAffiliate.toAccount')}
            data-field="to_account_id"
            value={draft.to_account_id ?? ''}
            placeholder={t('sendFundsAffiliate.chooseAccount')}
            errors={errors.to_account_id ? [errors.to_account_id] : undefined}
            hint={
              source && owner.data && targets.length === 0
                ? t('sendFundsAffiliate.noTargets', { currency: source.currency })
                : undefined
            }
            options={targets.map((a) => ({
              value: String(a.id),
              label: `${a.name} (${a.currency})`,
            }))}
            onChange={(e) => change({ to_account_id: Number(e.currentTarget.value) || null })}
          />
          <AmountField
            label={t('sendFundsAffiliate.amount')}
            autoComplete="off"
            data-field="amount"
            hint={source?.currency}
            value={draft.amount}
            errors={errors.amount ? [errors.amount] : []}
            onValue={(amount) => change({ amount })}
          />
        </div>
        <div className="fp-actions">
          <Button type="submit" busy={state.status === 'submitting'} disabled={!owner.data}>
            {t('sendFundsAffiliate.submit')}
          </Button>
        </div>
        {sent ? (
          <p className="fp-success" role="status">
            {t('sendFundsAffiliate.sent', {
              amount: money(sent.amount),
              currency: sent.currency,
              name: owner.data?.name ?? '',
              transaction: sent.name,
            })}
          </p>
        ) : null}
        <SubmitDialogs state={state} flow={flow} />
      </FlowForm>
    </section>
  );
}
