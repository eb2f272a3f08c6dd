import type { RemoteAccount } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** Cache key of a service's remote accounts; invalidated after an auto-transfer change. */
export const remoteAccountsKey = (service: string) => `manager/portals/${service}/remote-accounts`;

/**
 * The company's accounts at a remote portal (AC-7mgr-34). Read fresh on each visit (a remote
 * balance moves without telling us); a failure, the portal being down included, yields an
 * empty list (AC-8-10).
 */
export function useRemoteAccounts(service: string | null): Resource<RemoteAccount[]> {
  const client = useFlexportalClient();
  const load = useCallback(async () => {
    if (!service) return [];
    try {
      return await client.http.data<RemoteAccount[]>(remoteAccountsKey(service));
    } catch (error) {
      logLoadFailure(remoteAccountsKey(service), error);
      return [];
    }
  }, [client, service]);
  return useCached(service ? remoteAccountsKey(service) : null, load, 0);
}
