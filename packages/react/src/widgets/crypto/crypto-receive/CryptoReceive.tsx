import { formatAmount } from '@flexportal/core';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { cryptoReceiveTexts } from '../../../i18n/areas/cryptoReceive.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { AmountField } from '../../../ui/AmountField.js';
import { Button } from '../../../ui/Button.js';
import { bindAmountField } from '../../../ui/bindField.js';
import { CheckboxField } from '../../../ui/CheckboxField.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { TitledStatus } from '../../../ui/TitledStatus.js';
import { RateCountdown, rateCountdownCss } from '../../payments/quote/RateCountdown.js';
import { cryptoCss } from '../cryptoCss.js';
import { DepositAddress } from './DepositAddress.js';
import {
  type CryptoReceiveCallbacks,
  type CryptoReceiveValues,
  useCryptoReceive,
} from './useCryptoReceive.js';

/** The crypto sheet and the rate countdown's (the rate of the deposit's currency). */
const receiveCss = `${cryptoCss}${rateCountdownCss}`;

/** Props of {@link CryptoReceive}. */
export interface CryptoReceiveProps extends CryptoReceiveCallbacks {
  /** `amt`: the amount to ask for, a decimal string; default 0.001. */
  amount?: string;
  /** `aid`: the crypto account to receive into; default the company's first. */
  accountId?: number;
  /** The `{product}` segment of the crypto calls; default `flexportal`. */
  product?: string;
}

/**
 * Receive crypto (crypto deposit, PP-2.5-07, PP-3.3-13): the deposit address of the chosen
 * crypto account on its currency's network, the payment link of scheme, address, amount
 * and a fixed label, as text with copy buttons and as a QR code; the deposit request (code
 * dialog first); and each deposit arriving at the account, live, without a reload. CSS
 * parts: `form`, `field`, `input`, `deposit-address`, `qr`, `button`, `success`, `received`.
 */
export function CryptoReceive(props: CryptoReceiveProps) {
  const ref = useStyles<HTMLDivElement>(receiveCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <CryptoReceiveForm {...props} />
      </SignInGate>
    </div>
  );
}

function CryptoReceiveForm(props: CryptoReceiveProps) {
  const t = useT(cryptoReceiveTexts);
  const locale = useLocale();
  const model = useCryptoReceive(props);
  const { state, flow, values, errors, account, change } = model;
  const bindAmount = bindAmountField<CryptoReceiveValues>({ values, errors, change });
  if (!model.accounts || model.accounts.length === 0) {
    return (
      <TitledStatus title={t('cryptoReceive.title')} busy={!model.accounts}>
        {model.accounts ? t('cryptoReceive.noAccounts') : t('common.loading')}
      </TitledStatus>
    );
  }
  const requested = state.outcome === 'done' ? state.result : null;
  const err = (name: string) => (errors[name] ? [errors[name] as string] : undefined);
  return (
    <FlowForm
      level={2}
      state={state}
      onSubmit={() => void flow.submit()}
      title={t('cryptoReceive.title')}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
    >
      <div aria-live="polite" part="received">
        {model.deposits.map((d) => (
          <p className="fp-crypto__deposit" key={d.total}>
            {t('cryptoReceive.received', {
              amount: formatAmount(d.amount, locale, { currency: d.currency }),
              total: formatAmount(d.total, locale, {
                subUnit: account?.sub_unit,
                currency: d.currency,
              }),
            })}
          </p>
        ))}
      </div>
      {requested && model.stopped ? (
        <div className="fp-success fp-crypto__row" role="status" part="success">
          <span>
            {t('cryptoReceive.requested', { name: requested.name, status: requested.status })}
          </span>
          <Button variant="secondary" onClick={model.clear}>
            {t('cryptoReceive.clear')}
          </Button>
        </div>
      ) : null}
      <div className="fp-grid">
        <SelectField
          label={t('cryptoReceive.toAccount')}
          data-field="to_account_id"
          value={values.to_account_id ?? ''}
          errors={err('to_account_id')}
          options={model.accounts.map((a) => ({
            value: String(a.id),
            label: t('cryptoReceive.accountOption', {
              name: a.name,
              total: formatAmount(a.total_balance, locale, { subUnit: a.sub_unit }),
              currency: a.currency,
            }),
          }))}
          onChange={(e) => change({ to_account_id: Number(e.currentTarget.value) || null })}
        />
        <SelectField
          label={t('cryptoReceive.network')}
          data-field="network"
          value={values.network ?? ''}
          errors={err('network')}
          options={values.network ? [{ value: values.network, label: values.network }] : []}
          onChange={() => undefined}
        />
      </div>
      <RateCountdown pair={model.pair} />
      <AmountField
        label={t('cryptoReceive.amount')}
        autoComplete="off"
        hint={
          model.fiatAmount
            ? t('cryptoReceive.fiatHint', {
                currency: account?.currency ?? '',
                fiat: formatAmount(model.fiatAmount, locale, { currency: model.fiatCurrency }),
              })
            : account?.currency
        }
        {...bindAmount('amount')}
      />
      <CheckboxField
        label={t('cryptoReceive.autoSell')}
        name="is_crypto_auto_sell"
        checked={values.is_crypto_auto_sell}
        onChange={(e) => change({ is_crypto_auto_sell: e.currentTarget.checked })}
      />
      {model.wallet && model.link ? (
        <DepositAddress address={model.wallet.address} link={model.link} />
      ) : model.walletError ? (
        <p role="status">{t('cryptoReceive.walletFailed')}</p>
      ) : (
        <p className="fp-hint" role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      )}
      <div>
        <Button type="submit" busy={state.status === 'submitting'}>
          {t('cryptoReceive.submit')}
        </Button>
      </div>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
