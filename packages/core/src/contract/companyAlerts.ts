import { z } from './zod.js';

/**
 * What `GET company/alerts` (AC-7mgr-07) warns a company of. The spec names the call, not its
 * answer: these kinds are the sandbox's choice (docs/decisions.md, issue 40).
 */
const COMPANY_ALERT_TYPES = ['company_disabled', 'compliance_open'] as const;

/** One alert of `GET company/alerts`: its kind, a sentence for the user, how many things. */
export const CompanyAlert = z.looseObject({
  type: z.enum(COMPANY_ALERT_TYPES),
  message: z.string(),
  count: z.number().int().nonnegative(),
});
export type CompanyAlert = z.infer<typeof CompanyAlert>;
