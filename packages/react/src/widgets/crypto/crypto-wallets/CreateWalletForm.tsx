import { CRYPTO_CURRENCIES, type CryptoCurrency, NETWORK_OF_CURRENCY } from '@flexportal/core';
import { useStore } from 'zustand';
import { cryptoWalletsTexts } from '../../../i18n/areas/cryptoWallets.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useReleasedForm } from '../../../ui/useReleasedForm.js';
import type { WalletActions } from './useWalletActions.js';

/** The create form of a saved wallet: name, currency (its network shown) and address. */
export function CreateWalletForm({ actions }: { actions: WalletActions }) {
  const formRef = useReleasedForm();
  const t = useT(cryptoWalletsTexts);
  const { create } = actions;
  const state = useStore(create.store);
  const { draft, errors } = state;
  const err = (name: string) => (errors[name] ? [errors[name] as string] : undefined);
  const overall =
    state.outcome === 'error' && Object.keys(errors).length === 0 && state.message
      ? translateCoreText(t, state.message)
      : null;
  return (
    <form
      ref={formRef}
      className="fp-form"
      part="form"
      noValidate
      aria-labelledby="fp-wallet-create"
      onSubmit={(e) => {
        e.preventDefault();
        void create.submit();
      }}
    >
      <h3 id="fp-wallet-create">{t('cryptoWallets.createTitle')}</h3>
      {overall ? <p role="alert">{overall}</p> : null}
      <div className="fp-grid">
        <Field
          label={t('cryptoWallets.name')}
          name="name"
          data-field="name"
          autoComplete="off"
          maxLength={120}
          value={draft.name}
          errors={err('name')}
          onChange={(e) => create.setDraft({ name: e.currentTarget.value })}
        />
        <SelectField
          label={t('cryptoWallets.currency')}
          name="currency"
          data-field="currency"
          value={draft.currency}
          errors={err('currency')}
          options={CRYPTO_CURRENCIES.map((c) => ({
            value: c,
            label: t('cryptoWallets.currencyOption', {
              currency: c,
              network: NETWORK_OF_CURRENCY[c],
            }),
          }))}
          onChange={(e) => create.setDraft({ currency: e.currentTarget.value as CryptoCurrency })}
        />
      </div>
      <Field
        label={t('cryptoWallets.wallet')}
        name="wallet"
        data-field="wallet"
        autoComplete="off"
        spellCheck={false}
        maxLength={128}
        className="fp-address"
        hint={t('cryptoWallets.walletHint', { network: NETWORK_OF_CURRENCY[draft.currency] })}
        value={draft.wallet}
        errors={err('wallet')}
        onChange={(e) => create.setDraft({ wallet: e.currentTarget.value })}
      />
      <div>
        <Button type="submit" busy={state.status === 'submitting'}>
          {t('cryptoWallets.create')}
        </Button>
      </div>
    </form>
  );
}
