import { CACHE_TTL, USER_CACHE_KEY } from '@flexportal/core';
import type { User } from '@flexportal/core/contract';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';
import { type Resource, useCached } from './useCached.js';

/**
 * The signed-in user with role and company features (`GET auth/me`), through the client's
 * one user entry (`USER_CACHE_KEY`, 5 minutes, PP-9): a live `company.updated` or `user.updated`
 * drops it, so a feature switched on or off shows without a reload.
 */
export function useSignedInUser(): Resource<User> {
  const client = useFlexportalClient();
  return useCached<User>(
    USER_CACHE_KEY,
    () => client.http.data<User>(USER_CACHE_KEY),
    CACHE_TTL.profileUser,
  );
}
