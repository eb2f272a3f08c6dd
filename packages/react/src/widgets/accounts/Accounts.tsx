import { cryptoOk } from '@flexportal/core';
import { useId, useRef } from 'react';
import { SignInGate } from '../../global/SignInGate.js';
import { SubmitDialogs } from '../../global/SubmitDialogs.js';
import { useSignedInUser } from '../../hooks/useSignedInUser.js';
import { accountsTexts } from '../../i18n/areas/accounts.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { Button } from '../../ui/Button.js';
import { useStyles } from '../../ui/styles/useStyles.js';
import { AccountsTable } from './AccountsTable.js';
import { accountsCss } from './accountsCss.js';
import type { AccountsProps } from './accountsProps.js';
import { CreateAccountDialog } from './CreateAccountDialog.js';
import { CurrencyTypeTabs } from './CurrencyTypeTabs.js';
import { useAccounts } from './useAccounts.js';

/**
 * The company's accounts (`/manager/accounts/{currency_type?}`, AC-2, AC-3): fiat and crypto
 * tabs; per account its name, currency, IBANs (fiat), total, available and pending balance
 * as the API's exact strings, and the default marker; make default and account opening for
 * managers, reference letters and the transactions link for everyone. Signs the user in
 * first when there is no session. CSS parts: `accounts`, `tab`, `table`, `row`, `cell`,
 * `button`, `link`, `dialog`, `field`, `input`, `error`.
 */
export function Accounts(props: AccountsProps) {
  const ref = useStyles<HTMLDivElement>(accountsCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <AccountsScreen {...props} />
      </SignInGate>
    </div>
  );
}

function AccountsScreen(props: AccountsProps) {
  const t = useT(accountsTexts);
  const model = useAccounts(props);
  const root = useRef<HTMLElement>(null);
  const idBase = useId();
  const { type, can, create, last } = model;
  const me = useSignedInUser();
  // The saved wallets are for users the crypto rules allow (PP-5-27): others get no link.
  const cryptoAllowed = me.status === 'ready' && cryptoOk(me.data);
  const walletsHref = props.walletsHref ?? '/manager/crypto/wallets';
  return (
    <section ref={root} className="fp-accounts" part="accounts" aria-labelledby={`${idBase}-title`}>
      <div className="fp-accounts__bar">
        <h2 className="fp-accounts__title" id={`${idBase}-title`}>
          {t('accounts.title')}
        </h2>
        {can.create ? <Button onClick={create.start}>{t('accounts.create')}</Button> : null}
      </div>
      <CurrencyTypeTabs value={type} onChange={model.setType} idBase={idBase} />
      <div role="status" className="fp-accounts__notice">
        {last ? (
          <p className="fp-success">
            {last.kind === 'default'
              ? t('accounts.defaultChanged', { name: last.name })
              : t('accounts.created', { name: last.name })}
          </p>
        ) : null}
      </div>
      <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-tab-${type}`}>
        {type === 'crypto' && walletsHref && cryptoAllowed ? (
          <p className="fp-accounts__hint">
            <a href={walletsHref} part="wallets-link">
              {t('accounts.walletsLink')}
            </a>
          </p>
        ) : null}
        <AccountsTable
          model={model}
          simplified={props.simplified === true}
          transactionsHref={props.transactionsHref}
          container={() => root.current}
        />
      </div>
      {can.create ? <CreateAccountDialog model={create} /> : null}
      <SubmitDialogs state={model.dialogs.state} flow={model.dialogs.flow} />
    </section>
  );
}
