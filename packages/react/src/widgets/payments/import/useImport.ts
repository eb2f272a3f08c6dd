import { moneyMoved, refusedFields, type SubmitFlow, type SubmitState } from '@flexportal/core';
import type {
  BankAccount,
  Import,
  ImportPreview,
  ImportPreviewRow,
} from '@flexportal/core/contract';
import {
  applyImportChange,
  type ImportFormState,
  importSubmitDisabled,
} from '@flexportal/core/imports';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import type { Resource } from '../../../hooks/useCached.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { importTexts } from '../../../i18n/areas/import.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';

/** The preview answer (PP-3.3-16): statistics, every row, errors keyed `sheet.row.column`. */
type ImportPreviewData = ImportPreview & {
  currency: string;
  rows: ImportPreviewRow[];
  errors: Record<string, string[]>;
};

/** The created import's answer. */
type ImportCreated = ImportPreview & { import: Import };

/** The confirm step's draft (PP-3.3-15). */
interface ImportDraft {
  bank_account_id: number | null;
  file: File | null;
  bypass_duplicate_check: boolean;
}

/** The screen's state: account, file, the preview of that file and its errors. */
type ImportState = ImportFormState<ImportPreviewData> & { file: File | null };

/** Everything the import view needs; no JSX here. */
interface ImportModel {
  accounts: Resource<BankAccount[]>;
  fiat: BankAccount[];
  account: BankAccount | null;
  state: ImportState;
  /** The confirm step's submit state (code dialog, 409, 422). */
  submit: SubmitState<ImportDraft, ImportCreated>;
  flow: SubmitFlow<ImportDraft, ImportCreated>;
  previewing: boolean;
  /** A file-wide message of the last preview (not-xlsx, corrupted, too large). */
  message: string | null;
  disabled: boolean;
  /** The import created by the last confirm. */
  created: Import | null;
  change: (patch: Partial<Pick<ImportState, 'bank_account_id' | 'file'>>) => void;
  /** Step 1 without a preview (is_submit false), step 2 with an error-free one. */
  send: () => void;
}

const formOf = (draft: Pick<ImportDraft, 'bank_account_id' | 'file'>, submit: boolean) => {
  const form = new FormData();
  form.append('bank_account_id', String(draft.bank_account_id));
  if (draft.file) form.append('file', draft.file, draft.file.name);
  form.append('is_submit', submit ? '1' : '0');
  return form;
};

/**
 * The import screen's wiring (PP-4.4): fiat accounts, the two steps (a preview upload,
 * then the confirm through the one submit flow with its code dialog and 409), and the
 * rules of PP-4.4-03/04 on every change.
 */
export function useImport(
  initialAccountId: number | undefined,
  onCreated?: (imp: Import) => void,
): ImportModel {
  const client = useFlexportalClient();
  const t = useT(importTexts);
  const accounts = useBankAccounts();
  const fiat = useMemo(
    () => accounts.data?.filter((a) => a.currency_unit.currency_type === 'fiat') ?? [],
    [accounts.data],
  );
  const [state, setState] = useState<ImportState>({
    bank_account_id: null,
    file: null,
    preview: null,
    errors: {},
  });
  const [previewing, setPreviewing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<Import | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  // The query's account (`aid`, PP-2.4-11) or the default fiat account, once loaded.
  useEffect(() => {
    if (state.bank_account_id !== null || fiat.length === 0) return;
    const wanted = fiat.find((a) => a.id === initialAccountId);
    const id = (wanted ?? fiat.find((a) => a.selected) ?? fiat[0])?.id ?? null;
    setState((s) => ({ ...s, bank_account_id: id }));
  }, [fiat, initialAccountId, state.bank_account_id]);

  const [submit, flow] = useSubmitFlow<ImportDraft, ImportCreated>({
    defaults: () => ({ bank_account_id: null, file: null, bypass_duplicate_check: false }),
    send: (draft, request) => {
      const form = formOf(draft, true);
      if (draft.bypass_duplicate_check) form.append('bypass_duplicate_check', '1');
      return client.http.data<ImportCreated>('manager/transactions/import', {
        ...request,
        method: 'POST',
        body: form,
      });
    },
    otp: client.otp,
    summary: () => {
      const p = stateRef.current.preview;
      if (!p) return null;
      return [
        {
          label: t('import.title'),
          value: t('import.codeSummary', {
            count: p.transactionsCount,
            amount: p.transactionsAmountWithFee,
            currency: p.currency,
          }),
        },
      ];
    },
    onSuccess: (result) => {
      moneyMoved(client.cache);
      client.cache.invalidate('manager/imports');
      setCreated(result.import);
      setState((s) => ({ ...s, file: null, preview: null, errors: {} }));
      onCreated?.(result.import);
    },
  });

  const change = useCallback((patch: Partial<Pick<ImportState, 'bank_account_id' | 'file'>>) => {
    setMessage(null);
    setState((s) => applyImportChange<ImportPreviewData, ImportState>(s, patch));
  }, []);

  const preview = useCallback(async () => {
    const s = stateRef.current;
    setPreviewing(true);
    setMessage(null);
    try {
      const data = await client.http.data<ImportPreviewData>('manager/transactions/import', {
        method: 'POST',
        body: formOf(s, false),
      });
      // A newer change (account, file) while the upload ran wins.
      if (stateRef.current.file !== s.file) return;
      setState((cur) => ({ ...cur, preview: data, errors: data.errors }));
    } catch (error) {
      // The catalogue's sentence for what was refused, never the server's words (issue 38).
      const errors = refusedFields(error);
      setMessage(
        errors.file
          ? t('import.fileRefused')
          : errors.bank_account_id
            ? t('import.accountRefused')
            : t('import.fileFailed'),
      );
    } finally {
      setPreviewing(false);
    }
  }, [client, t]);

  const send = useCallback(() => {
    const s = stateRef.current;
    if (!s.preview || Object.keys(s.errors).length > 0) {
      void preview();
      return;
    }
    setCreated(null);
    flow.setDraft({ bank_account_id: s.bank_account_id, file: s.file });
    void flow.submit();
  }, [flow, preview]);

  const account = fiat.find((a) => a.id === state.bank_account_id) ?? null;
  const disabled = importSubmitDisabled({
    submitting: previewing || submit.status === 'submitting',
    file: state.file,
    bank_account_id: state.bank_account_id,
  });
  return {
    accounts,
    fiat,
    account,
    state,
    submit,
    flow,
    previewing,
    message,
    disabled,
    created,
    change,
    send,
  };
}
