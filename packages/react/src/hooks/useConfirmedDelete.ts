import { useState } from 'react';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';
import { useSubmitFlow } from './useSubmitFlow.js';

/** A delete action behind a Yes/No confirmation (a beneficiary, an announcement...). */
export interface ConfirmedDelete {
  /** The confirmation dialog is open. */
  confirming: boolean;
  /** The DELETE is in flight. */
  busy: boolean;
  /** The record is gone. */
  deleted: boolean;
  /** Why the last delete failed, or null. */
  error: string | null;
  /** Opens the confirmation. */
  ask: () => void;
  /** Closes the confirmation without deleting. */
  cancel: () => void;
  /** Sends the DELETE and closes the confirmation. */
  confirm: () => void;
}

/** What {@link useConfirmedDelete} deletes and how it reports. */
export interface ConfirmedDeleteOptions {
  /** The record's API path (`DELETE`), or null while there is none. */
  path: string | null;
  /** After the record is gone. */
  onDeleted: () => void;
  /** The text shown for a failure, from the server's message (or the 401 dialog's) if any. */
  failure: (message: string | null) => string;
}

/**
 * Deleting through the same submit flow as every form (so a two-factor challenge, a 401 or
 * a refusal behave as on a submit), behind a confirmation.
 */
export function useConfirmedDelete({
  path,
  onDeleted,
  failure,
}: ConfirmedDeleteOptions): ConfirmedDelete {
  const client = useFlexportalClient();
  const [confirming, setConfirming] = useState(false);
  const [state, flow] = useSubmitFlow<{ path: string | null }, true>({
    defaults: () => ({ path }),
    send: async (draft, request) => {
      if (!draft.path) throw new Error('Nothing to delete');
      await client.http.raw(draft.path, { ...request, method: 'DELETE' });
      return true;
    },
    otp: client.otp,
    onSuccess: () => onDeleted(),
  });
  const dialog = state.dialog?.kind === 'unauthorized' ? state.dialog.message : null;
  const failed = state.outcome === 'error' && !state.awaitingCode;
  return {
    confirming,
    busy: state.status === 'submitting',
    deleted: state.outcome === 'done',
    error: failed ? failure(dialog ?? state.message ?? null) : null,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => {
      setConfirming(false);
      void flow.submit();
    },
  };
}
