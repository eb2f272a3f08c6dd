import type { Notification, NotificationType } from '@flexportal/core/contract';
import { notifications } from '../db/schemaActivity.js';
import type { Deps } from '../http/env.js';
import { publishCompanyEvent } from '../live/routes.js';

/** What a feature hands `notify()`: who gets it, its type and texts, what it is about. */
export interface NotifyInput {
  companyId: number;
  /** Only this user of the company sees it; unset: every manager of the company. */
  userId?: number;
  type: NotificationType;
  title: string;
  message: string;
  /** The entity it is about (`notificationable`), e.g. `{ type: 'report', id: 4 }`. */
  about?: { type: string; id: number; filename?: string };
  /** Extra fields for the client, e.g. `required_action` of source-of-funds-missing. */
  data?: Record<string, unknown>;
}

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification in the wire shape of AC-3. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    ...row.data,
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    notificationable:
      row.entityType && row.entityId !== null
        ? {
            type: row.entityType,
            id: row.entityId,
            actions: { is_downloadable: row.filename !== null, filename: row.filename },
          }
        : null,
    read_at: row.readAt,
    created_at: row.createdAt,
  };
}

/**
 * The one way the sandbox notifies (reports, imports, affiliates, compliance, PSP): stores the
 * notification and pushes `notification.created` on the company channel, so the top bar
 * shows it without a reload.
 */
export async function notify(deps: Pick<Deps, 'db' | 'live'>, input: NotifyInput) {
  const [row] = await deps.db
    .insert(notifications)
    .values({
      companyId: input.companyId,
      userId: input.userId ?? null,
      type: input.type,
      title: input.title,
      message: input.message,
      entityType: input.about?.type ?? null,
      entityId: input.about?.id ?? null,
      filename: input.about?.filename ?? null,
      data: input.data ?? {},
    })
    .returning();
  // One row inserted: returning() holds exactly it.
  const notification = presentNotification(row as NotificationRow);
  publishCompanyEvent(deps, input.companyId, 'notification.created', notification);
  return notification;
}
