import type { CompanyEvent } from '../live/liveEvents.js';
import { BankAccount } from './accounts.js';
import { Company, User } from './auth.js';
import { Import } from './imports.js';
import { Notification } from './notifications.js';
import { z } from './zod.js';

// The spec names these events without a payload; the client reads none of it (the event
// only drops cache entries), so any object will do (docs/decisions.md, "Live payloads").
const Unread = z.looseObject({});

/**
 * The payload of each private company channel event (AC-7live-02..08): the client's live
 * channel hands it to its listeners, the sandbox's publisher sends it. The announce
 * channel's auth-code event carries a `SealedAuthCode` (announcedCode.ts).
 */
export const CompanyEventPayload = {
  'import.created': Import,
  'import.updated': Import,
  'compliance.created': Unread,
  'compliance.updated': Unread,
  'kyc-file.created': Unread,
  'kyc-file.updated': Unread,
  'company.updated': Company,
  'account.created': BankAccount,
  'account.updated': BankAccount,
  'user.updated': User,
  'notification.created': Notification,
  'ticket.updated': z.looseObject({ id: z.number().int() }),
  'announcement.created': z.looseObject({ id: z.number().int() }),
} as const satisfies Record<CompanyEvent, z.ZodType>;

/** The payload type of each company channel event. */
export type CompanyEventPayloads = {
  [E in CompanyEvent]: z.infer<(typeof CompanyEventPayload)[E]>;
};
