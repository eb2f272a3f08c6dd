import { CACHE_TTL } from '@flexportal/core';
import type { User } from '@flexportal/core/contract';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';
import { type Resource, useCached } from './useCached.js';

/**
 * The signed-in user with role and company features (`GET auth/me`), through the client's
 * cache under `auth/me` (5 minutes, PP-9): a live `company.updated` or `user.updated`
 * drops it, so a feature switched on or off shows without a reload.
 */
export function useSignedInUser(): Resource<User> {
  const client = useFlexportalClient();
  return useCached<User>('auth/me', () => client.http.data<User>('auth/me'), CACHE_TTL.profileUser);
}
