import { USER_CACHE_KEY } from '@flexportal/core';
import type { User } from '@flexportal/core/contract';
import type { PortalUser } from '../../app/auth/createAuth.js';
import { auth, client } from '../../app/portalClient.js';

/** The signed-in user as the profile page reads it: the portal's user with names and picture. */
export type ProfileUser = PortalUser & Partial<Pick<User, 'first_name' | 'last_name' | 'avatar'>>;

/** Where GET profile is cached (PP-7.2-14; 5 min on profile pages, PP-9-06). */
export const PROFILE_KEY = 'profile';

/**
 * Keeps a user the server answered with (GET profile, or after a change of names, picture
 * or two-factor) everywhere the portal reads the user: its store (menus, guard) and the
 * client's two user entries, so no page shows the old one.
 */
export function keepProfileUser(user: ProfileUser): void {
  auth.store.setState({ user });
  client.cache.set(USER_CACHE_KEY, user);
  client.cache.set(PROFILE_KEY, user);
}
