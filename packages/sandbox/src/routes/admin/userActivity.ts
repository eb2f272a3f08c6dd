import { timelineNotes } from '../../db/schema.js';
import type { Deps } from '../../http/env.js';

/**
 * Records an administrator's action on a user on that user's timeline (`users` entity
 * class, read by `GET a/timelines/users/{id}/timeline`): who did what, and when
 * (AC-7admin-05..07, PP-4.8-06). Impersonation writes the same way.
 */
export async function logUserAction(
  deps: Deps,
  admin: { id: number; email: string },
  userId: number,
  what: string,
): Promise<void> {
  await deps.db.insert(timelineNotes).values({
    entityClass: 'users',
    entityId: userId,
    userId: admin.id,
    note: `${what} by ${admin.email}.`,
    createdAt: new Date(deps.config.now()).toISOString(),
  });
}
