// Zod-free, so the script-tag runtime can carry these constants without the schemas.

/** Compliance stages, in order (AC-3-17). */
export const COMPLIANCE_STAGES = ['files', 'form', 'video', 'final'] as const;
/** A compliance stage (AC-3-17). */
export type ComplianceStage = (typeof COMPLIANCE_STAGES)[number];

/** Compliance subjects (AC-3-18); the manager routes' `{entity}` (AC-2manager-12). */
export const COMPLIANCE_SUBJECTS = ['transaction', 'user', 'company', 'lead'] as const;
/** A compliance subject (AC-3-18). */
export type ComplianceSubject = (typeof COMPLIANCE_SUBJECTS)[number];

/** Compliance statuses (AC-3-19). */
export const COMPLIANCE_STATUSES = [
  'draft',
  'open',
  'verified',
  'submitted',
  'declined',
  'not_found',
] as const;
/** A compliance status (AC-3-19). */
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** Compliance categories (AC-3-20). */
export const COMPLIANCE_CATEGORIES = [
  'REGISTRATION',
  'TRANSACTION',
  'TRANSACTION_RECALL',
  'AFFILIATE_TRANSFER',
  'UNCATEGORIZED',
] as const;
