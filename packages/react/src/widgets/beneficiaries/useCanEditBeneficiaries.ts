import { CACHE_TTL } from '@flexportal/core';
import type { User } from '@flexportal/core/contract';
import { useCached } from '../../hooks/useCached.js';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';
import { canEditBeneficiaries } from './beneficiaryRules.js';

/**
 * Whether the signed-in user may change beneficiaries, from `auth/me` (the cache entry every
 * reader of the user shares; a live `user.updated` drops it): true for a manager, false for
 * a manager-reader, null until the user has loaded. A failed load counts as read-only: the
 * server refuses readers' changes anyway (PP-6).
 */
export function useCanEditBeneficiaries(): boolean | null {
  const client = useFlexportalClient();
  const me = useCached<User>(
    'auth/me',
    () => client.http.data<User>('auth/me'),
    CACHE_TTL.profileUser,
  );
  if (me.status === 'ready') return canEditBeneficiaries(me.data);
  return me.status === 'error' ? false : null;
}
