import { formatAmount } from '@flexportal/core';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { cryptoWithdrawTexts } from '../../../i18n/areas/cryptoWithdraw.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { AmountField } from '../../../ui/AmountField.js';
import { Button } from '../../../ui/Button.js';
import { bindAmountField } from '../../../ui/bindField.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { useReleasedForm } from '../../../ui/useReleasedForm.js';
import { QuoteTotal } from '../../payments/quote/QuoteTotal.js';
import { cryptoCss } from '../cryptoCss.js';
import {
  type CryptoWithdrawCallbacks,
  type CryptoWithdrawValues,
  useCryptoWithdraw,
} from './useCryptoWithdraw.js';

/** Props of {@link CryptoWithdraw}: the route's two query shortcuts (PP-2.4-12) and callbacks. */
export interface CryptoWithdrawProps extends CryptoWithdrawCallbacks {
  /** `amt`: the amount to start with, a decimal string; default 0.001. */
  amount?: string;
  /** `aid`: the crypto account to withdraw from; default the company's first. */
  accountId?: number;
  /** The `{product}` segment of the crypto calls; default `flexportal`. */
  product?: string;
  /** Where "Manage wallets" leads; default `/manager/crypto/wallets`; empty hides it. */
  walletsHref?: string;
}

/**
 * Crypto withdraw (PP-3.3-14): from a crypto account to a saved wallet of its currency on
 * that currency's network, amount 0.001 by default, the fee preview once account, amount,
 * wallet and network are set (PP-5-16), the code dialog before the money moves. CSS parts:
 * `form`, `field`, `input`, `grand-total`, `button`, `success`, `wallets-link`.
 */
export function CryptoWithdraw(props: CryptoWithdrawProps) {
  const ref = useStyles<HTMLDivElement>(cryptoCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <CryptoWithdrawForm {...props} />
      </SignInGate>
    </div>
  );
}

function CryptoWithdrawForm(props: CryptoWithdrawProps) {
  const formRef = useReleasedForm();
  const t = useT(cryptoWithdrawTexts);
  const locale = useLocale();
  const model = useCryptoWithdraw(props);
  const { state, flow, values, errors, account, change } = model;
  const bindAmount = bindAmountField<CryptoWithdrawValues>({ values, errors, change });
  const walletsHref = props.walletsHref ?? '/manager/crypto/wallets';
  // The title shows in every state: a host (and a test) finds the screen by it.
  if (!model.accounts || model.accounts.length === 0) {
    return (
      <section aria-labelledby="fp-crypto-withdraw-title">
        <h2 id="fp-crypto-withdraw-title">{t('cryptoWithdraw.title')}</h2>
        {model.accounts ? (
          <p role="status">{t('cryptoWithdraw.noAccounts')}</p>
        ) : (
          <p className="fp-hint" role="status" aria-busy="true">
            {t('common.loading')}
          </p>
        )}
      </section>
    );
  }
  const created = state.outcome === 'done' ? state.result : null;
  const overall =
    state.outcome === 'error' && Object.keys(state.errors).length === 0 && state.message
      ? translateCoreText(t, state.message)
      : null;
  const err = (name: string) => (errors[name] ? [errors[name] as string] : undefined);
  return (
    <form
      ref={formRef}
      className="fp-form"
      part="form"
      noValidate
      aria-labelledby="fp-crypto-withdraw-title"
      onSubmit={(e) => {
        e.preventDefault();
        void flow.submit();
      }}
    >
      <h2 id="fp-crypto-withdraw-title">{t('cryptoWithdraw.title')}</h2>
      {created ? (
        <p className="fp-success" role="status" part="success">
          {t('cryptoWithdraw.created', { name: created.name, status: created.status })}
        </p>
      ) : null}
      {overall ? <p role="alert">{overall}</p> : null}
      <div className="fp-grid">
        <SelectField
          label={t('cryptoWithdraw.fromAccount')}
          data-field="bank_account_id"
          value={values.bank_account_id ?? ''}
          errors={err('bank_account_id')}
          options={model.accounts.map((a) => ({
            value: String(a.id),
            label: t('cryptoWithdraw.accountOption', {
              name: a.name,
              available: formatAmount(a.available_balance, locale, { subUnit: a.sub_unit }),
              currency: a.currency,
            }),
          }))}
          onChange={(e) => change({ bank_account_id: Number(e.currentTarget.value) || null })}
        />
        <AmountField
          label={t('cryptoWithdraw.amount')}
          autoComplete="off"
          hint={account?.currency}
          {...bindAmount('amount')}
        />
      </div>
      <div className="fp-grid">
        <SelectField
          label={t('cryptoWithdraw.network')}
          data-field="network"
          value={values.network ?? ''}
          errors={err('network')}
          options={values.network ? [{ value: values.network, label: values.network }] : []}
          onChange={() => undefined}
        />
        <SelectField
          label={t('cryptoWithdraw.wallet')}
          data-field="wallet_id"
          value={values.wallet_id ?? ''}
          placeholder={t('cryptoWithdraw.walletNone')}
          errors={err('wallet_id')}
          options={model.wallets.map((w) => ({
            value: String(w.id),
            label: `${w.name} (${w.wallet})`,
          }))}
          onChange={(e) => change({ wallet_id: Number(e.currentTarget.value) || null })}
        />
      </div>
      {model.walletsAllowed && model.wallets.length === 0 ? (
        <p className="fp-crypto__hint">
          {t('cryptoWithdraw.noWallets', { currency: account?.currency ?? '' })}
        </p>
      ) : null}
      {walletsHref ? (
        <p className="fp-crypto__hint">
          <a href={walletsHref} part="wallets-link">
            {t('cryptoWithdraw.manageWallets')}
          </a>
        </p>
      ) : null}
      <QuoteTotal state={model.quote} subUnit={account?.sub_unit} />
      <div>
        <Button type="submit" busy={state.status === 'submitting'}>
          {t('cryptoWithdraw.submit')}
        </Button>
      </div>
      <SubmitDialogs state={state} flow={flow} />
    </form>
  );
}
