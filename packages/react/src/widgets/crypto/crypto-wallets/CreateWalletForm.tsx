import { CRYPTO_CURRENCIES, type CryptoCurrency, NETWORK_OF_CURRENCY } from '@flexportal/core';
import { useStore } from 'zustand';
import { cryptoWalletsTexts } from '../../../i18n/areas/cryptoWallets.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import type { WalletActions } from './useWalletActions.js';

/** The create form of a saved wallet: name, currency (its network shown) and address. */
export function CreateWalletForm({ actions }: { actions: WalletActions }) {
  const t = useT(cryptoWalletsTexts);
  const { create } = actions;
  const state = useStore(create.store);
  const { draft, errors } = state;
  const err = (name: string) => (errors[name] ? [errors[name] as string] : undefined);
  return (
    <FlowForm
      state={state}
      onSubmit={() => void create.submit()}
      title={t('cryptoWallets.createTitle')}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
    >
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
    </FlowForm>
  );
}
