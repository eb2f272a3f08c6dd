import { PAYMENT_SERVICE_STATUSES } from '../domain/paymentServiceStatus.js';
import { z } from './zod.js';

// A company's payment services and their onboarding (AC-4-01..04, AC-7admin-12/13). The
// spec shows no shapes; these are the sandbox's (docs/decisions.md, issue 23).

/**
 * One payment service of a company (`GET a/companies/payment-services?company_id=`): every
 * service of the "payment services" dictionary, with its status, null when its onboarding
 * never started.
 */
export const CompanyPaymentService = z.object({
  company_id: z.number().int(),
  service: z.string(),
  status: z.enum(PAYMENT_SERVICE_STATUSES).nullable(),
  updated_at: z.string().nullable(),
});
export type CompanyPaymentService = z.infer<typeof CompanyPaymentService>;

/** A transition's fields: names to text values. */
const TransitionFields = z.record(
  z.string().min(1).max(60),
  z.string({ error: 'Every field value must be text.' }).max(500),
);

/** One named onboarding transition (`GET a/companies/onboarding-transitions`). */
export const OnboardingTransition = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  service: z.string(),
  name: z.string(),
  order: z.number().int(),
  /** COMPLETED once applied, null before. */
  state: z.string().nullable(),
  /** SUCCESS once applied, null before; another value is a failure. */
  result: z.string().nullable(),
  fields: TransitionFields,
});
export type OnboardingTransition = z.infer<typeof OnboardingTransition>;

/** Body of `PUT a/companies/onboarding-transitions/{t}/fields`: the full set of fields. */
export const TransitionFieldsRequest = z.object({
  fields: TransitionFields.refine((f) => Object.keys(f).length <= 20, {
    error: 'At most 20 fields.',
  }),
});
