import type { SubmitFlow, SubmitState } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDictionary } from '../../hooks/useDictionary.js';
import { useSubmitFlow } from '../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';
import { type AccountChanged, toAccountChanged } from './accountsProps.js';
import {
  type CreateAccountValues,
  CURRENCY_DICTIONARY,
  type CurrencyType,
  createAccountBody,
  enabledCurrencies,
  initialCurrency,
} from './accountsRules.js';

/** The create-account form: its dialog, values, currencies and submit flow. */
export interface CreateAccountModel {
  /** Whether the dialog is open. */
  open: boolean;
  /** Opens the dialog with a fresh form. */
  start: () => void;
  /** Closes the dialog; what was typed is dropped. */
  close: () => void;
  /** The form's submit state: draft, field errors (422 beside the field), dialogs. */
  state: SubmitState<CreateAccountValues, BankAccount>;
  /** The form's submit flow. */
  flow: SubmitFlow<CreateAccountValues, BankAccount>;
  /** Currency codes offered (the enabled ones of the type's dictionary). */
  currencies: string[];
  /** Applies a user's change to the draft. */
  change: (patch: Partial<CreateAccountValues>) => void;
  /** The account just created, until the next start. */
  created: BankAccount | null;
}

/**
 * Opening an account of `type` (`POST manager/bank-accounts`): currency from the fiat or
 * crypto currencies dictionary and a name, through the one submit flow (a 422 puts its
 * messages beside the fields and keeps the input). On success the dialog closes, the
 * accounts list reloads (`reload`, page 1, 100 per page, PP-7.4-21) and the host is told.
 */
export function useCreateAccount(
  type: CurrencyType,
  reload: () => void,
  onAccount: ((detail: AccountChanged) => void) | undefined,
): CreateAccountModel {
  const client = useFlexportalClient();
  const currencies = enabledCurrencies(useDictionary(CURRENCY_DICTIONARY[type]));
  const fresh = useRef<CreateAccountValues>({ currency: '', name: '' });
  fresh.current = { currency: initialCurrency(type, currencies), name: '' };
  const notify = useRef(onAccount);
  notify.current = onAccount;
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<BankAccount | null>(null);

  const [state, flow] = useSubmitFlow<CreateAccountValues, BankAccount>({
    defaults: () => fresh.current,
    send: (values, request) =>
      client.http.data<BankAccount>('manager/bank-accounts', {
        ...request,
        method: 'POST',
        body: createAccountBody(values),
      }),
    otp: client.otp,
    onSuccess: (account) => {
      setOpen(false);
      setCreated(account);
      reload();
      notify.current?.(toAccountChanged('created', account));
    },
  });

  const start = useCallback(() => {
    // Errors of an earlier attempt belong to that attempt.
    flow.store.setState({ errors: {}, message: null, outcome: null });
    flow.setDraft(fresh.current);
    setCreated(null);
    setOpen(true);
  }, [flow]);
  const close = useCallback(() => setOpen(false), []);
  const change = useCallback((patch: Partial<CreateAccountValues>) => flow.setDraft(patch), [flow]);

  // The dictionary may arrive after the dialog opened: start from the type's default then.
  const initial = fresh.current.currency;
  const chosen = state.draft.currency;
  useEffect(() => {
    if (open && !chosen && initial) flow.setDraft({ currency: initial });
  }, [open, chosen, initial, flow]);
  return { open, start, close, state, flow, currencies, change, created };
}
