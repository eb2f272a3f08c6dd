import type { SubmitFlow, SubmitState } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { useCallback, useMemo, useState } from 'react';
import type { Resource } from '../../hooks/useCached.js';
import { useSignedInUser } from '../../hooks/useSignedInUser.js';
import type { AccountsProps } from './accountsProps.js';
import {
  type AccountPermissions,
  accountPermissions,
  type CurrencyType,
  groupByCurrencyType,
  toCurrencyType,
} from './accountsRules.js';
import { type AccountActions, useAccountActions } from './useAccountActions.js';
import { useAccountList } from './useAccountList.js';
import { type CreateAccountModel, useCreateAccount } from './useCreateAccount.js';

/** What the last change was, for its notice and its dialogs. */
type LastChange = {
  /** `default`: an account became the default; `created`: one was opened. */
  kind: 'default' | 'created';
  /** The account's name. */
  name: string;
} | null;

/** Everything the accounts view needs; no JSX here. */
export interface AccountsModel {
  /** The tab shown. */
  type: CurrencyType;
  /** Shows the other tab (and tells the host). */
  setType: (type: CurrencyType) => void;
  /** The accounts of the shown type. */
  accounts: Resource<BankAccount[]>;
  /** Loads the list again after a failure. */
  retry: () => void;
  /** What the user may do on this tab. */
  can: AccountPermissions;
  /** Per-row actions. */
  actions: AccountActions;
  /** The create-account form. */
  create: CreateAccountModel;
  /** The last change that went through, for a status notice. */
  last: LastChange;
  /** The submit whose dialogs (401, 409, two-factor) are shown: the one used last. */
  dialogs: { state: SubmitState<object, unknown>; flow: SubmitFlow<object, unknown> };
}

/**
 * The accounts screen's wiring: the tab (controlled by `currencyType` when given), the
 * cached list of page 1, 100 per page, the user's permissions, the row actions and the
 * create form; every change reloads the list and raises `onAccount`.
 */
export function useAccounts(props: AccountsProps): AccountsModel {
  const [own, setOwn] = useState<CurrencyType>('fiat');
  // null as well as undefined: an element without the attribute keeps its own tab.
  const type = props.currencyType != null ? toCurrencyType(props.currencyType) : own;
  const { onCurrencyTypeChange, onAccount } = props;
  const setType = useCallback(
    (next: CurrencyType) => {
      setOwn(next);
      onCurrencyTypeChange?.(next);
    },
    [onCurrencyTypeChange],
  );

  const list = useAccountList();
  const user = useSignedInUser();
  const [last, setLast] = useState<LastChange>(null);
  const [lastFlow, setLastFlow] = useState<'default' | 'create'>('default');
  const actions = useAccountActions(list.reload, (detail) => {
    setLast({ kind: 'default', name: detail.name });
    onAccount?.(detail);
  });
  const create = useCreateAccount(type, list.reload, (detail) => {
    setLast({ kind: 'created', name: detail.name });
    onAccount?.(detail);
  });

  const rows = useMemo<Resource<BankAccount[]>>(
    () =>
      list.accounts.status === 'ready'
        ? { status: 'ready', data: groupByCurrencyType(list.accounts.data)[type] }
        : list.accounts,
    [list.accounts, type],
  );
  const { makeDefault } = actions;
  const { start } = create;
  const dialogs = (
    lastFlow === 'create'
      ? { state: create.state, flow: create.flow }
      : { state: actions.defaultState, flow: actions.defaultFlow }
  ) as AccountsModel['dialogs'];
  return {
    type,
    setType,
    accounts: rows,
    retry: list.retry,
    can: accountPermissions(user.data, type),
    actions: {
      ...actions,
      makeDefault: (account) => {
        setLastFlow('default');
        makeDefault(account);
      },
    },
    create: {
      ...create,
      start: () => {
        setLastFlow('create');
        start();
      },
    },
    last,
    dialogs,
  };
}
