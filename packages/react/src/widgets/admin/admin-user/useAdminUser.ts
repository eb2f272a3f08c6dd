import { CACHE_TTL } from '@flexportal/core';
import type { AdminUser } from '@flexportal/core/contract';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** One auth checkpoint of `a/auth-checkpoints` (where and how often the user signed in). */
export interface SignInPlace {
  id: number;
  ip: string;
  browser: string;
  status: string;
  sign_ins: number;
  last_seen_at: string;
}

/** One entry of the user's timeline (`a/timelines/users/{id}/timeline`). */
export interface ActivityEntry {
  at: string;
  kind: string;
  description: string;
  user_id: number | null;
}

/** How many sign-in places the view lists. */
const SIGN_INS = 10;

// Keys are the request paths under `a/users/{id}`' family, so a change invalidates them
// with one prefix (`a/users`), and the dashboard's statistic with them.

/** The user, `a/users/{id}`. */
export function useUserRecord(id: number): Resource<AdminUser> {
  const client = useFlexportalClient();
  return useCached(
    `a/users/${id}`,
    () => client.http.data<AdminUser>(`a/users/${id}`),
    CACHE_TTL.profileUser,
  );
}

/** The places the user signed in from, newest first (the auth checkpoints, AC-7admin-09). */
export function useSignIns(id: number): Resource<SignInPlace[]> {
  const client = useFlexportalClient();
  return useCached(
    `a/users/${id}#sign-ins`,
    async () => {
      const { items } = await client.http.list<SignInPlace>(
        'a/auth-checkpoints',
        { page: 1, per_page: 50 },
        { query: { user_id: String(id) } },
      );
      return [...items]
        .sort((a, b) => Date.parse(b.last_seen_at) - Date.parse(a.last_seen_at))
        .slice(0, SIGN_INS);
    },
    CACHE_TTL.activityLogs,
  );
}

/** The user's activity: their timeline, every administrator action on them included. */
export function useUserActivity(id: number): Resource<ActivityEntry[]> {
  const client = useFlexportalClient();
  return useCached(
    `a/users/${id}#activity`,
    () => client.http.data<ActivityEntry[]>(`a/timelines/users/${id}/timeline`),
    CACHE_TTL.activityLogs,
  );
}
