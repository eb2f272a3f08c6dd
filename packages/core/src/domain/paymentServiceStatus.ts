// Company payment services and their onboarding (AC-4-01..04, AC-7admin-12/13): the status
// values and the colours the spec gives them. Zod-free: the company profile screen imports it.

/** A company payment service's status (AC-4-01; dictionary "payment service statuses"). */
export const PAYMENT_SERVICE_STATUSES = [
  'ACTIVE',
  'DISABLED',
  'ONBOARDING_START',
  'ONBOARDING_IN_PROGRESS',
] as const;
/** One of {@link PAYMENT_SERVICE_STATUSES}. */
export type PaymentServiceStatus = (typeof PAYMENT_SERVICE_STATUSES)[number];

/** The spec's colour words (AC-4-01..04); a view maps them to its own badge tones. */
export type StatusColour = 'success' | 'danger' | 'warning' | 'info' | 'secondary' | 'primary';

const SERVICE_COLOURS: Record<PaymentServiceStatus, StatusColour> = {
  ACTIVE: 'success',
  DISABLED: 'danger',
  ONBOARDING_START: 'warning',
  // The spec names no colour for it: under way, so info (docs/decisions.md, issue 23).
  ONBOARDING_IN_PROGRESS: 'info',
};

/**
 * The colour of a payment service's status (AC-4-01): ACTIVE success, DISABLED danger,
 * ONBOARDING_START warning, ONBOARDING_IN_PROGRESS info; null for no status (not started)
 * or one this client does not know (shown as plain text).
 */
export function paymentServiceColour(status: string | null | undefined): StatusColour | null {
  return status && Object.hasOwn(SERVICE_COLOURS, status)
    ? SERVICE_COLOURS[status as PaymentServiceStatus]
    : null;
}

/**
 * The colour of an onboarding transition's state (AC-4-03): COMPLETED success, null (not
 * done) secondary; another state has no colour of the spec's (shown as plain text).
 */
export function transitionStateColour(state: string | null | undefined): StatusColour | null {
  if (state === null || state === undefined) return 'secondary';
  return state === 'COMPLETED' ? 'success' : null;
}

/**
 * The colour of an onboarding transition's result (AC-4-04): SUCCESS success, null
 * primary, anything else danger.
 */
export function transitionResultColour(result: string | null | undefined): StatusColour {
  if (result === null || result === undefined) return 'primary';
  return result === 'SUCCESS' ? 'success' : 'danger';
}

/** What {@link nextTransition} reads of a transition. */
export interface TransitionStep {
  id: number;
  order: number;
  state: string | null;
}

/**
 * The transition to apply next (AC-4-02): the first by order that is not COMPLETED, or
 * null when every one is.
 */
export function nextTransition<T extends TransitionStep>(steps: readonly T[]): T | null {
  const open = steps.filter((s) => s.state !== 'COMPLETED');
  return open.reduce<T | null>(
    (first, s) => (first === null || s.order < first.order ? s : first),
    null,
  );
}

/**
 * Whether onboarding of a service may start (AC-4-02): when it was never started (no
 * status) or is DISABLED; not while it runs nor once ACTIVE.
 */
export function mayStartOnboarding(status: string | null | undefined): boolean {
  return status === null || status === undefined || status === 'DISABLED';
}
