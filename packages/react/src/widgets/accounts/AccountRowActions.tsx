import type { BankAccount } from '@flexportal/core/contract';
import { accountsTexts } from '../../i18n/areas/accounts.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { Button } from '../../ui/Button.js';
import type { AccountPermissions } from './accountsRules.js';
import { transactionsHref } from './accountsRules.js';
import type { AccountActions } from './useAccountActions.js';

/** Props of {@link AccountRowActions}. */
export interface AccountRowActionsProps {
  /** The row's account. */
  account: BankAccount;
  /** What the user may do. */
  can: AccountPermissions;
  /** The actions' state and handlers. */
  actions: AccountActions;
  /** Template of the transactions link (`{id}`). */
  transactionsHref: string | undefined;
  /** Where a download's temporary link lives (the widget's root). */
  container: () => Node | null;
}

/**
 * One row's actions: make default (managers, on other accounts than the default),
 * reference letter download (everyone) and the link to its transactions. Each control
 * names its account for screen readers; all are native buttons and links (keyboard).
 */
export function AccountRowActions({ account, can, actions, ...props }: AccountRowActionsProps) {
  const t = useT(accountsTexts);
  const name = account.name;
  const switching =
    actions.defaultState.status === 'submitting' &&
    actions.defaultState.draft.bank_account_id === account.id;
  return (
    <div className="fp-accounts__actions">
      {can.makeDefault && !account.selected ? (
        <Button
          variant="secondary"
          busy={switching}
          disabled={actions.defaultState.status === 'submitting'}
          aria-label={t('accounts.makeDefaultOf', { name })}
          onClick={() => actions.makeDefault(account)}
        >
          {t('accounts.makeDefault')}
        </Button>
      ) : null}
      {can.download ? (
        <Button
          variant="secondary"
          busy={actions.downloading === account.id}
          aria-label={t('accounts.referenceLetterOf', { name })}
          onClick={() => void actions.download(account, props.container())}
        >
          {t('accounts.referenceLetter')}
        </Button>
      ) : null}
      <a
        className="fp-link"
        part="link"
        href={transactionsHref(props.transactionsHref, account.id)}
        aria-label={t('accounts.transactionsOf', { name })}
      >
        {t('accounts.transactions')}
      </a>
      {actions.downloadFailed === account.id ? (
        <span className="fp-accounts__error" role="alert">
          {t('accounts.downloadFailed')}
        </span>
      ) : null}
    </div>
  );
}
