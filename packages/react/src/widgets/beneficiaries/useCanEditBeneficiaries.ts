import { useSignedInUser } from '../../hooks/useSignedInUser.js';
import { canEditBeneficiaries } from './beneficiaryRules.js';

/**
 * Whether the signed-in user may change beneficiaries, from the shared `auth/me` entry (a
 * live `user.updated` drops it): true for a manager, false for a manager-reader, null until
 * the user has loaded. A failed load counts as read-only: the server refuses readers'
 * changes anyway (PP-6).
 */
export function useCanEditBeneficiaries(): boolean | null {
  const me = useSignedInUser();
  if (me.status === 'ready') return canEditBeneficiaries(me.data);
  return me.status === 'error' ? false : null;
}
