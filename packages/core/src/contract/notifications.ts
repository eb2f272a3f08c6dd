import { z } from './zod.js';

/** The seven notification types of AC-3, in the spec's order. */
export const NOTIFICATION_TYPES = [
  'bank_account.negative_balance',
  'transaction.source_of_funds_missing',
  'transaction.funds_for_affiliate_owner',
  'compliance_tracking.documents_rejected',
  'compliance_tracking.documents_missing',
  'report.generated',
  'transaction.flexpsp_create_withdraw',
] as const;

/** One of the seven notification types (AC-3). */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification is about (AC-3 `notificationable`): the entity's type and id, and
 * whether it has a file to download. Loose: a real server may send more.
 */
const Notificationable = z.looseObject({
  type: z.string(),
  id: z.number().int(),
  actions: z
    .looseObject({
      is_downloadable: z.boolean().optional(),
      filename: z.string().nullable().optional(),
    })
    .optional(),
});

/**
 * A notification (AC-3): title, message, type and what it is about. Source-of-funds-missing
 * carries `required_action` with the company's legal type.
 */
export const Notification = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  // A string, not the enum: a newer server's eighth type must not break the list.
  type: z.string(),
  notificationable: Notificationable.nullable(),
  required_action: z.looseObject({ legal_type: z.string() }).nullable().optional(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

/** A notification as the API hands it over. */
export type Notification = z.infer<typeof Notification>;
