import {
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_STAGES,
  COMPLIANCE_STATUSES,
  COMPLIANCE_SUBJECTS,
} from './complianceEnums.js';
import { z } from './zod.js';

export type { ComplianceStage, ComplianceStatus, ComplianceSubject } from './complianceEnums.js';

/**
 * A required file of a tracking (AC-3-16: id and compliance_tracking_id): a document to
 * upload or a declaration to sign; review marks it verified or declined with a reason.
 */
export const ComplianceFile = z.looseObject({
  id: z.number().int(),
  compliance_tracking_id: z.number().int(),
  bunch: z.string(),
  name: z.string(),
  kind: z.enum(['document', 'signature']),
  status: z.enum(['draft', 'submitted', 'verified', 'declined']),
  decline_reason: z.string().nullable(),
  file_name: z.string().nullable(),
  size: z.number().int().nullable(),
  signed: z.boolean(),
});
export type ComplianceFile = z.infer<typeof ComplianceFile>;

/** A bunch of required files (AC-3-16 `required_files_bunches`): its key and file ids. */
const RequiredFilesBunch = z.looseObject({
  key: z.string(),
  file_ids: z.array(z.number().int()),
});

/** A compliance tracking (AC-3-16..20). */
export const ComplianceTracking = z.looseObject({
  id: z.number().int(),
  entity: z.enum(COMPLIANCE_SUBJECTS),
  entity_id: z.number().int(),
  category: z.enum(COMPLIANCE_CATEGORIES),
  status: z.enum(COMPLIANCE_STATUSES),
  stages: z.array(z.enum(COMPLIANCE_STAGES)),
  stage: z.enum(COMPLIANCE_STAGES),
  files: z.array(ComplianceFile),
  required_files_bunches: z.array(RequiredFilesBunch),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ComplianceTracking = z.infer<typeof ComplianceTracking>;

/**
 * A tracking as the administrators' review reads it: with the manager it is about (a user's
 * tracking, else null) and, for one tracking, its company.
 */
export const AdminComplianceTracking = ComplianceTracking.extend({
  user: z
    .looseObject({ id: z.number().int(), email: z.string(), first_name: z.string() })
    .nullable(),
  company: z.looseObject({ id: z.number().int(), name: z.string() }).optional(),
});
export type AdminComplianceTracking = z.infer<typeof AdminComplianceTracking>;

/** `GET compliance-trackings/{a}/{b}/counts`: trackings per status. */
export const ComplianceCounts = z.record(z.enum(COMPLIANCE_STATUSES), z.number().int());
export type ComplianceCounts = z.infer<typeof ComplianceCounts>;

/** `GET compliance-trackings/{id}/{form|video}-verification-url` (AC-7mgr-17). */
export const VerificationUrl = z.looseObject({ url: z.string() });
export type VerificationUrl = z.infer<typeof VerificationUrl>;

/** `POST compliance-trackings/{id}/files/{f}/signature` (AC-7mgr-18): the typed name. */
export const SignatureBody = z.object({
  signature: z
    .string()
    .trim()
    .min(2, { error: 'Type your full name to sign.' })
    .max(200, { error: 'The signature may have at most 200 characters.' }),
});
export type SignatureBody = z.infer<typeof SignatureBody>;

/** Administrator review of a file: approve, or decline with a reason. */
export const FileReviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('decline'),
    reason: z
      .string()
      .trim()
      .min(3, { error: 'Give a reason for the decline.' })
      .max(500, { error: 'The reason may have at most 500 characters.' }),
  }),
]);
export type FileReviewBody = z.infer<typeof FileReviewBody>;
