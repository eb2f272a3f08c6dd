import type { BadgeTone } from '../../ui/Badge.js';

const TONES: Readonly<Record<string, BadgeTone>> = {
  settled: 'success',
  progress: 'info',
  api: 'warning',
  denied: 'danger',
};

/**
 * The colour a transaction status is shown in, beside its name (PP-3.2-12): settled green,
 * in progress blue, waiting for an administrator amber, denied red; any other neutral.
 */
export function statusTone(status: string): BadgeTone {
  return Object.hasOwn(TONES, status) ? (TONES[status] as BadgeTone) : 'neutral';
}
