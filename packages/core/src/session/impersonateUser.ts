import type { FlexportalClient } from '../client.js';
import type { LoginResult } from '../contract/auth.js';
import { USER_CACHE_KEY } from './userCacheKey.js';

/**
 * An administrator logs in as a user (PP-4.8-06): `POST a/users/{id}/login`, the
 * administrator's token kept in reserve by the session (Back To Admin restores it), the
 * user's token and user in use. The one way to do it, for the portal and the users screen.
 */
export async function impersonateUser(
  client: FlexportalClient,
  userId: number,
): Promise<LoginResult> {
  const answer = await client.http.data<LoginResult>(`a/users/${userId}/login`, {
    method: 'POST',
    body: {},
  });
  client.session.impersonate(answer.token);
  client.cache.set(USER_CACHE_KEY, answer.user);
  return answer;
}
