import { USER_CACHE_KEY } from '../session/userCacheKey.js';
import type { CompanyEvent } from './liveEvents.js';

/**
 * Cache keys each live event makes stale (AC-7live): the client drops them so the next read
 * loads fresh data. Keys are request paths; a key also drops its children (`path/...`).
 */
export const LIVE_INVALIDATIONS: Readonly<Record<CompanyEvent, readonly string[]>> = Object.freeze({
  'import.created': ['manager/imports'],
  'import.updated': ['manager/imports'],
  'compliance.created': ['compliance-trackings'],
  'compliance.updated': ['compliance-trackings'],
  'kyc-file.created': ['compliance-trackings'],
  'kyc-file.updated': ['compliance-trackings'],
  'company.updated': ['company', USER_CACHE_KEY],
  'account.created': ['manager/bank-accounts'],
  'account.updated': ['manager/bank-accounts'],
  'user.updated': [USER_CACHE_KEY, 'profile'],
  'notification.created': ['manager/notifications-related'],
  'ticket.updated': ['manager/tickets'],
  'announcement.created': ['manager/announcements'],
});
