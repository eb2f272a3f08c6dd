import { formatAmount } from '@flexportal/core';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { cryptoWithdrawTexts } from '../../../i18n/areas/cryptoWithdraw.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { AmountField } from '../../../ui/AmountField.js';
import { Button } from '../../../ui/Button.js';
import { bindAmountField } from '../../../ui/bindField.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { TitledStatus } from '../../../ui/TitledStatus.js';
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
  const t = useT(cryptoWithdrawTexts);
  const locale = useLocale();
  const model = useCryptoWithdraw(props);
  const { state, flow, values, errors, account, change } = model;
  const bindAmount = bindAmountField<CryptoWithdrawValues>({ values, errors, change });
  const walletsHref = props.walletsHref ?? '/manager/crypto/wallets';
  if (!model.accounts || model.accounts.length === 0) {
    return (
      <TitledStatus title={t('cryptoWithdraw.title')} busy={!model.accounts}>
        {model.accounts ? t('cryptoWithdraw.noAccounts') : t('common.loading')}
      </TitledStatus>
    );
  }
  const created = state.outcome === 'done' ? state.result : null;
  const err = (name: string) => (errors[name] ? [errors[name] as string] : undefined);
  return (
    <FlowForm
      level={2}
      state={state}
      onSubmit={() => void flow.submit()}
      title={t('cryptoWithdraw.title')}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
      success={
        created ? t('cryptoWithdraw.created', { name: created.name, status: created.status }) : null
      }
    >
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
    </FlowForm>
  );
}
