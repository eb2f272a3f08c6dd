import type { KycArchive, KycArchiveRequest } from '@flexportal/core/contract';
import type { BadgeTone } from '../../../ui/Badge.js';

/** The generate form's draft: the two days as the date inputs hold them (YYYY-MM-DD). */
export interface KycArchiveValues {
  date_from: string;
  date_to: string;
}

/** A fresh draft: the first of the current month (UTC) to today. */
export function initialKycArchiveValues(now: Date): KycArchiveValues {
  const today = now.toISOString().slice(0, 10);
  return { date_from: `${today.slice(0, 8)}01`, date_to: today };
}

/** The body of `POST a/kyc-file-archives`; the server checks the range (one rule, in core). */
export const kycArchiveBody = (values: KycArchiveValues): KycArchiveRequest => ({
  date_from: values.date_from,
  date_to: values.date_to,
});

/** Whether any archive of the page is still being built (the list then loads again). */
export const hasPendingArchive = (archives: readonly Pick<KycArchive, 'status'>[]): boolean =>
  archives.some((a) => a.status === 'queued' || a.status === 'processing');

/** Whether an archive's zip can be downloaded. */
export const isArchiveReady = (archive: Pick<KycArchive, 'status'>): boolean =>
  archive.status === 'done';

/** The colour of an archive's status badge. */
export function archiveStatusTone(status: KycArchive['status']): BadgeTone {
  if (status === 'done') return 'success';
  if (status === 'error') return 'danger';
  return 'info';
}
