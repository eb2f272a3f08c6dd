/**
 * Events of the private company channel (AC-7live-02..08). The spec names them in prose;
 * these wire names are ours (docs/decisions.md, Core) and the sandbox publishes the same.
 */
export const COMPANY_EVENTS = Object.freeze([
  'import.created',
  'import.updated',
  'compliance.created',
  'compliance.updated',
  'kyc-file.created',
  'kyc-file.updated',
  'company.updated',
  'account.created',
  'account.updated',
  'user.updated',
  'notification.created',
  // Ours, beyond AC-7live: support answered a ticket (docs/decisions.md, issue 20).
  'ticket.updated',
  // Ours: an administrator published an announcement (sent to every company's channel).
  'announcement.created',
] as const);

/** One private company channel event name. */
export type CompanyEvent = (typeof COMPANY_EVENTS)[number];

/** The public announce channel and its auth-code event (PP-4.3-08, AC-7live). */
export const ANNOUNCE_CHANNEL = 'announce';
/** Event carrying `{ otp, identifier }`, sealed for one browser (contract/announcedCode.ts). */
export const AUTH_CODE_EVENT = 'auth-code';

/** The private channel of a company (AC-7live-01). */
export const companyChannel = (companyId: number | string) => `private-company.${companyId}`;

/** Live connection states (AC-4-06), plus idle before the first connect. */
export type LiveStatus =
  | 'idle'
  | 'connecting'
  | 'connected'
  | 'unavailable'
  | 'disconnected'
  | 'error';

/** Maps a pusher-js connection state to ours. */
export function toLiveStatus(pusherState: string): LiveStatus {
  switch (pusherState) {
    case 'connected':
      return 'connected';
    case 'unavailable':
      return 'unavailable';
    case 'failed':
      return 'error';
    case 'disconnected':
      return 'disconnected';
    default:
      return 'connecting';
  }
}
