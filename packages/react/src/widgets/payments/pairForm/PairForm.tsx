import { formatAmount, type PairKind } from '@flexportal/core';
import { useMemo } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { pairFormTexts } from '../../../i18n/areas/pairForm.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { AmountField } from '../../../ui/AmountField.js';
import { Button } from '../../../ui/Button.js';
import { bindAmountField } from '../../../ui/bindField.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { paymentFormCss } from '../formCss.js';
import { QuoteTotal } from '../quote/QuoteTotal.js';
import { RateCountdown, rateCountdownCss } from '../quote/RateCountdown.js';
import { type PairFormProps, pairQueryFromProps } from './pairFormProps.js';
import type { PairValues } from './pairValues.js';
import { usePairForm } from './usePairForm.js';

const css = `${paymentFormCss}${rateCountdownCss}`;
const SUBMIT = {
  transfer: 'pair.submitTransfer',
  exchange: 'pair.submitExchange',
  convert: 'pair.submitConvert',
} as const;

/** Props of {@link PairForm}. */
export interface PairFormViewProps extends PairFormProps {
  /** Which screen: transfer (same currency), exchange (fiat across currencies) or convert (crypto). */
  kind: PairKind;
  /** The screen's title. */
  title: string;
}

/**
 * The form of the transfer, exchange and convert screens (PP-2.5): source and target among
 * the company's own accounts (PP-4.6), the amount (and for convert the amount received,
 * either computing the other), the live rate with its countdown and the grand total. Signs
 * the user in first when there is no session.
 */
export function PairForm(props: PairFormViewProps) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <PairFormBody {...props} />
      </SignInGate>
    </div>
  );
}

function PairFormBody({ kind, title, ...props }: PairFormViewProps) {
  const t = useT(pairFormTexts);
  const locale = useLocale();
  const { action, transactionId, amount, accountId, toAccountId } = props;
  const query = useMemo(
    () => pairQueryFromProps({ action, transactionId, amount, accountId, toAccountId }),
    [action, transactionId, amount, accountId, toAccountId],
  );
  const model = usePairForm(kind, query, props);
  const { state, flow, values, errors, source, target, quote } = model;
  const bindAmount = bindAmountField<PairValues>(model);

  if (!model.ready) {
    return (
      <p className="fp-hint" role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  if (!model.sources.length) return <p role="status">{t('pair.noAccounts')}</p>;
  const created = state.outcome === 'done' ? state.result : null;
  const option = (a: (typeof model.sources)[number]['account']) =>
    t('pair.accountOption', {
      name: a.name,
      available: formatAmount(a.available_balance, locale, { subUnit: a.sub_unit }),
      currency: a.currency,
    });
  return (
    <FlowForm
      level={2}
      state={state}
      onSubmit={() => void model.submit()}
      title={title}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
      success={
        created ? (
          <>
            {t('pair.created', { name: created.name, status: created.status })}{' '}
            {props.transactionHref ? (
              <a href={props.transactionHref.replace('{id}', String(created.id))}>
                {t('pair.view')}
              </a>
            ) : null}
          </>
        ) : null
      }
    >
      <div className="fp-grid">
        <SelectField
          label={t('pair.from')}
          data-field="bank_account_id"
          value={values.bank_account_id ?? ''}
          errors={errors.bank_account_id ? [errors.bank_account_id] : undefined}
          options={model.sources.map((o) => ({
            value: String(o.account.id),
            label: o.disabledReason
              ? t('pair.noPartner', { name: option(o.account) })
              : option(o.account),
            disabled: Boolean(o.disabledReason),
          }))}
          onChange={(e) => model.change({ bank_account_id: Number(e.currentTarget.value) || null })}
        />
        <SelectField
          label={t('pair.to')}
          data-field="to_account_id"
          value={values.to_account_id ?? ''}
          {...(model.targets.length ? {} : { placeholder: t('pair.noTarget') })}
          errors={errors.to_account_id ? [errors.to_account_id] : undefined}
          options={model.targets.map((a) => ({ value: String(a.id), label: option(a) }))}
          onChange={(e) => model.change({ to_account_id: Number(e.currentTarget.value) || null })}
        />
      </div>
      <div className="fp-grid">
        <AmountField
          label={t('pair.amount')}
          autoComplete="off"
          hint={source?.currency}
          {...bindAmount('amount')}
        />
        {kind === 'convert' ? (
          <AmountField
            label={t('pair.received')}
            autoComplete="off"
            hint={target?.currency}
            {...bindAmount('crypto_amount')}
          />
        ) : null}
      </div>
      {kind === 'transfer' ? null : <RateCountdown pair={quote.pair} />}
      <QuoteTotal
        state={quote.state}
        subUnit={source?.sub_unit}
        toSubUnit={target?.sub_unit}
        toCurrency={target?.currency}
      />
      <Button type="submit" busy={state.status === 'submitting'}>
        {t(SUBMIT[kind])}
      </Button>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
