import type { PspProfile } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** Cache key of the company's PSP portal profile; invalidated by a sign-up. */
export const PSP_PROFILE_KEY = 'manager/psp-portal';
/** Cache key of the PSP portal accounts; invalidated by opening one or revoking a token. */
export const PSP_ACCOUNTS_KEY = 'manager/psp-portal/accounts';

/** The company's PSP portal profile: signed up or not, merchant id, the sign-up answers. */
export function usePspProfile(): Resource<PspProfile> {
  const client = useFlexportalClient();
  const load = useCallback(() => client.http.data<PspProfile>(PSP_PROFILE_KEY), [client]);
  return useCached(PSP_PROFILE_KEY, load, 60_000);
}
