import type { SubmitFlow, SubmitState } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { useCallback, useRef, useState } from 'react';
import { downloadFile } from '../../helpers/saveBlob.js';
import { logLoadFailure } from '../../hooks/logLoadFailure.js';
import { useSubmitFlow } from '../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';
import { type AccountChanged, toAccountChanged } from './accountsProps.js';
import { referenceLetterName } from './accountsRules.js';

/** The draft of a default switch: the account to make the default. */
interface DefaultDraft {
  /** The account to make the default, or null between switches. */
  bank_account_id: number | null;
}

/** Per-row actions of the accounts table. */
export interface AccountActions {
  /** The default switch's submit state (its 401, 409 and two-factor dialogs included). */
  defaultState: SubmitState<DefaultDraft, BankAccount>;
  /** The default switch's submit flow, for {@link SubmitDialogs}. */
  defaultFlow: SubmitFlow<DefaultDraft, BankAccount>;
  /** Makes the account the default (`PUT manager/bank-accounts/{id}/selected`). */
  makeDefault: (account: BankAccount) => void;
  /** Id of the account whose reference letter is being fetched, or null. */
  downloading: number | null;
  /** Id of the account whose last download failed, or null. */
  downloadFailed: number | null;
  /** Fetches the account's reference letter with the session and saves it as a PDF. */
  download: (account: BankAccount, container?: Node | null) => Promise<void>;
}

/**
 * Make default and reference letter. A switch goes through the one submit flow (two-factor,
 * 401 and duplicate handled like every form), then reloads the accounts list (`reload`,
 * page 1, 100 per page, PP-7.4-21) and tells the host.
 */
export function useAccountActions(
  reload: () => void,
  onAccount: ((detail: AccountChanged) => void) | undefined,
): AccountActions {
  const client = useFlexportalClient();
  const notify = useRef(onAccount);
  notify.current = onAccount;
  const [defaultState, defaultFlow] = useSubmitFlow<DefaultDraft, BankAccount>({
    defaults: () => ({ bank_account_id: null }),
    send: ({ bank_account_id }, request) =>
      client.http.data<BankAccount>(`manager/bank-accounts/${bank_account_id}/selected`, {
        ...request,
        method: 'PUT',
      }),
    otp: client.otp,
    onSuccess: (account) => {
      reload();
      notify.current?.(toAccountChanged('default', account));
    },
  });
  const makeDefault = useCallback(
    (account: BankAccount) => {
      defaultFlow.setDraft({ bank_account_id: account.id });
      void defaultFlow.submit();
    },
    [defaultFlow],
  );

  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadFailed, setDownloadFailed] = useState<number | null>(null);
  const download = useCallback(
    async (account: BankAccount, container?: Node | null) => {
      setDownloading(account.id);
      setDownloadFailed(null);
      try {
        await downloadFile(
          client,
          `manager/bank-accounts/${account.id}/reference-letter`,
          referenceLetterName(account),
          container,
        );
      } catch (error) {
        logLoadFailure('reference letter', error);
        setDownloadFailed(account.id);
      } finally {
        setDownloading(null);
      }
    },
    [client],
  );

  return { defaultState, defaultFlow, makeDefault, downloading, downloadFailed, download };
}
