import { formatAmount } from '@flexportal/core';
import { SignInGate } from '../../../global/SignInGate.js';
import { cryptoSellTexts } from '../../../i18n/areas/cryptoSell.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import {
  CryptoExchangeForm,
  cryptoExchangeCss,
  type ExchangeLabels,
} from '../CryptoExchangeForm.js';
import { type CryptoExchangeInput, useCryptoExchange } from '../useCryptoExchange.js';

/** Props of {@link CryptoSell}: the crypto forms' query shortcuts (PP-2.4) and the callback. */
export interface CryptoSellProps extends Pick<CryptoExchangeInput, 'onSubmitted'> {
  /** `amt`: the amount to start with, a decimal string. */
  amount?: string;
  /** `aid`: the source account. */
  accountId?: number;
  /** `tid`: the target account. */
  toAccountId?: number;
  /** The `{product}` segment of the crypto calls; default `flexportal`. */
  product?: string;
}

/**
 * Sell crypto: crypto to fiat: from a crypto account into a fiat account, both amounts
 * editable, the live rate with its countdown and the grand total (recorded as a convert). CSS parts: `form`, `field`, `input`, `quote`, `grand-total`,
 * `quote-receive`, `button`, `success`.
 */
export function CryptoSell(props: CryptoSellProps) {
  const ref = useStyles<HTMLDivElement>(cryptoExchangeCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <CryptoSellForm {...props} />
      </SignInGate>
    </div>
  );
}

function CryptoSellForm(props: CryptoSellProps) {
  const t = useT(cryptoSellTexts);
  const locale = useLocale();
  const model = useCryptoExchange('sell', props);
  // The quote the submit was sent at: the amounts the code approves and the server books.
  model.summaryRef.current = (v, held) =>
    [
      {
        label: t('cryptoSell.pay'),
        value: formatAmount(held?.transaction_amount ?? v.amount, locale, {
          currency: model.source?.currency ?? '',
        }),
      },
      {
        label: t('cryptoSell.receive'),
        value: formatAmount(held?.to_amount ?? v.crypto_amount, locale, {
          currency: model.target?.currency ?? '',
        }),
      },
      { label: t('cryptoSell.to'), value: model.target?.name ?? '' },
    ].filter((l) => l.value !== '' && l.value !== '–');
  const labels: ExchangeLabels = {
    title: t('cryptoSell.title'),
    from: t('cryptoSell.from'),
    to: t('cryptoSell.to'),
    pay: t('cryptoSell.pay'),
    receive: t('cryptoSell.receive'),
    network: t('cryptoSell.network'),
    wallet: t('cryptoSell.wallet'),
    walletNone: t('cryptoSell.walletNone'),
    submit: t('cryptoSell.submit'),
    noAccounts: t('cryptoSell.noAccounts'),
    created: (name, status) => t('cryptoSell.created', { name, status }),
    accountOption: (name, available, currency) =>
      t('cryptoSell.accountOption', { name, available, currency }),
  };
  return <CryptoExchangeForm model={model} labels={labels} t={t} loading={t('common.loading')} />;
}
