import { formatAmount } from '@flexportal/core';
import { SignInGate } from '../../../global/SignInGate.js';
import { cryptoBuyTexts } from '../../../i18n/areas/cryptoBuy.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import {
  CryptoExchangeForm,
  cryptoExchangeCss,
  type ExchangeLabels,
} from '../CryptoExchangeForm.js';
import { type CryptoExchangeInput, useCryptoExchange } from '../useCryptoExchange.js';

/** Props of {@link CryptoBuy}: the crypto forms' query shortcuts (PP-2.4) and the callback. */
export interface CryptoBuyProps extends Pick<CryptoExchangeInput, 'onSubmitted'> {
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
 * Buy crypto: fiat to crypto (PP-3.3-12): from a fiat account into a crypto account,
 * both amounts editable (`last_side`), the target currency's network and a saved wallet, the
 * live rate with its countdown, and the grand total only once account, amount, target,
 * wallet and network are set (PP-5-16). CSS parts: `form`, `field`, `input`, `quote`, `grand-total`,
 * `quote-receive`, `button`, `success`.
 */
export function CryptoBuy(props: CryptoBuyProps) {
  const ref = useStyles<HTMLDivElement>(cryptoExchangeCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <CryptoBuyForm {...props} />
      </SignInGate>
    </div>
  );
}

function CryptoBuyForm(props: CryptoBuyProps) {
  const t = useT(cryptoBuyTexts);
  const locale = useLocale();
  const model = useCryptoExchange('buy', props);
  // The quote the submit was sent at: the amounts the code approves and the server books.
  model.summaryRef.current = (v, held) =>
    [
      {
        label: t('cryptoBuy.pay'),
        value: formatAmount(held?.transaction_amount ?? v.amount, locale, {
          currency: model.source?.currency ?? '',
        }),
      },
      {
        label: t('cryptoBuy.receive'),
        value: formatAmount(held?.to_amount ?? v.crypto_amount, locale, {
          currency: model.target?.currency ?? '',
        }),
      },
      { label: t('cryptoBuy.to'), value: model.target?.name ?? '' },
    ].filter((l) => l.value !== '' && l.value !== '–');
  const labels: ExchangeLabels = {
    title: t('cryptoBuy.title'),
    from: t('cryptoBuy.from'),
    to: t('cryptoBuy.to'),
    pay: t('cryptoBuy.pay'),
    receive: t('cryptoBuy.receive'),
    network: t('cryptoBuy.network'),
    wallet: t('cryptoBuy.wallet'),
    walletNone: t('cryptoBuy.walletNone'),
    submit: t('cryptoBuy.submit'),
    noAccounts: t('cryptoBuy.noAccounts'),
    created: (name, status) => t('cryptoBuy.created', { name, status }),
    accountOption: (name, available, currency) =>
      t('cryptoBuy.accountOption', { name, available, currency }),
  };
  return <CryptoExchangeForm model={model} labels={labels} t={t} loading={t('common.loading')} />;
}
