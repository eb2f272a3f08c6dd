import type { AutoTransferDraft } from '@flexportal/core/contract';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { remoteAccountsKey } from './useRemoteAccounts.js';

/** An auto-transfer change: set one up for a remote account, or remove one. */
export type AutoTransferChange =
  | { kind: 'create'; draft: AutoTransferDraft }
  | { kind: 'remove'; id: number };

/**
 * Setting up and removing auto-transfers (AC-7mgr-33) through the one submit flow, so a
 * refusal shows its message and a two-factor challenge behaves as on every form; the remote
 * accounts reload after each change. `onDone` hears which change landed.
 */
export function useAutoTransfer(service: string, onDone: (change: AutoTransferChange) => void) {
  const client = useFlexportalClient();
  return useSubmitFlow<{ change: AutoTransferChange | null }, AutoTransferChange>({
    defaults: () => ({ change: null }),
    send: async ({ change }, request) => {
      if (!change) throw new Error('Nothing to change');
      if (change.kind === 'create')
        await client.http.raw('manager/portals/auto-transfer', {
          ...request,
          method: 'POST',
          body: change.draft,
        });
      else
        await client.http.raw(`manager/portals/auto-transfer/${change.id}`, {
          ...request,
          method: 'DELETE',
        });
      return change;
    },
    otp: client.otp,
    onSuccess: (change) => {
      client.cache.invalidate(remoteAccountsKey(service));
      onDone(change);
    },
  });
}
