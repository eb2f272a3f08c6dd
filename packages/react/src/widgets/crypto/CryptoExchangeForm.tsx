import { formatAmount } from '@flexportal/core';
import { SubmitDialogs } from '../../global/SubmitDialogs.js';
import { translateCoreText } from '../../i18n/coreText.js';
import type { Translate } from '../../i18n/translate.js';
import { useLocale } from '../../provider/FlexportalProvider.js';
import { AmountField } from '../../ui/AmountField.js';
import { Button } from '../../ui/Button.js';
import { bindAmountField } from '../../ui/bindField.js';
import { FlowForm } from '../../ui/FlowForm.js';
import { SelectField } from '../../ui/SelectField.js';
import { TitledStatus } from '../../ui/TitledStatus.js';
import { QuoteTotal } from '../payments/quote/QuoteTotal.js';
import { RateCountdown, rateCountdownCss } from '../payments/quote/RateCountdown.js';
import { cryptoCss } from './cryptoCss.js';
import type { CryptoExchangeValues, useCryptoExchange } from './useCryptoExchange.js';

/** Styles of the exchange screens (buy, sell): the crypto sheet and the rate countdown's. */
export const cryptoExchangeCss = `${cryptoCss}${rateCountdownCss}`;

/** The texts of one exchange screen (buy or sell), already in the user's language. */
export interface ExchangeLabels {
  title: string;
  from: string;
  to: string;
  pay: string;
  receive: string;
  network: string;
  wallet: string;
  walletNone: string;
  submit: string;
  noAccounts: string;
  created: (name: string, status: string) => string;
  accountOption: (name: string, available: string, currency: string) => string;
}

/** Props of {@link CryptoExchangeForm}. */
export interface CryptoExchangeFormProps {
  model: ReturnType<typeof useCryptoExchange>;
  labels: ExchangeLabels;
  /** The screen's translate, for server messages given as codes. */
  t: Translate;
  loading: string;
}

/**
 * The one form of buy and sell: source and target accounts, both amounts (the one not
 * typed follows the live rate), for buy the network and a saved wallet, the rate with its
 * countdown, the grand total with what is received, and submit after the rate-moved check.
 */
export function CryptoExchangeForm({ model, labels, t, loading }: CryptoExchangeFormProps) {
  const locale = useLocale();
  const { state, flow, values, source, target, change } = model;
  const errors = state.errors;
  const bindAmount = bindAmountField<CryptoExchangeValues>({ values, errors, change });
  if (!model.accounts || model.sources.length === 0) {
    return (
      <TitledStatus title={labels.title} busy={!model.accounts}>
        {model.accounts ? labels.noAccounts : loading}
      </TitledStatus>
    );
  }
  const created = state.outcome === 'done' ? state.result : null;
  const err = (name: string) => (errors[name] ? [errors[name] as string] : undefined);
  const option = (a: NonNullable<typeof source>) => ({
    value: String(a.id),
    label: labels.accountOption(
      a.name,
      formatAmount(a.available_balance, locale, { subUnit: a.sub_unit }),
      a.currency,
    ),
  });
  return (
    <FlowForm
      level={2}
      state={state}
      // At the quote shown: a moved total is shown instead of moving money (issues 17, 36).
      onSubmit={() => void model.submit()}
      title={labels.title}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
      success={created ? labels.created(created.name, created.status) : null}
    >
      <div className="fp-grid">
        <SelectField
          label={labels.from}
          data-field="bank_account_id"
          value={values.bank_account_id ?? ''}
          errors={err('bank_account_id')}
          options={model.sources.map(option)}
          onChange={(e) => change({ bank_account_id: Number(e.currentTarget.value) || null })}
        />
        <SelectField
          label={labels.to}
          data-field="to_account_id"
          value={values.to_account_id ?? ''}
          errors={err('to_account_id')}
          options={model.targets.map(option)}
          onChange={(e) => change({ to_account_id: Number(e.currentTarget.value) || null })}
        />
      </div>
      <RateCountdown pair={model.pair} />
      <div className="fp-grid">
        <AmountField
          label={labels.pay}
          autoComplete="off"
          hint={source?.currency}
          {...bindAmount('amount')}
        />
        <AmountField
          label={labels.receive}
          autoComplete="off"
          hint={target?.currency}
          {...bindAmount('crypto_amount')}
        />
      </div>
      {model.side === 'buy' ? (
        <div className="fp-grid">
          <SelectField
            label={labels.network}
            data-field="network"
            value={values.network ?? ''}
            errors={err('network')}
            options={values.network ? [{ value: values.network, label: values.network }] : []}
            onChange={() => undefined}
          />
          <SelectField
            label={labels.wallet}
            data-field="wallet_id"
            value={values.wallet_id ?? ''}
            placeholder={labels.walletNone}
            errors={err('wallet_id')}
            options={model.wallets.map((w) => ({
              value: String(w.id),
              label: `${w.name} (${w.wallet})`,
            }))}
            onChange={(e) => change({ wallet_id: Number(e.currentTarget.value) || null })}
          />
        </div>
      ) : null}
      <QuoteTotal
        state={model.quoteState}
        subUnit={source?.sub_unit}
        toSubUnit={target?.sub_unit}
        toCurrency={target?.currency}
      />
      <div>
        <Button type="submit" busy={state.status === 'submitting'}>
          {labels.submit}
        </Button>
      </div>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
