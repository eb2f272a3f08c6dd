// Zod-free on purpose: screens import the lists without the schemas; contract/enums.ts
// builds its schemas from the same lists.

/** AC-3 company features. */
export const COMPANY_FEATURES = Object.freeze([
  'affiliation',
  'crypto',
  'portals',
  'psp_portal',
  'create_accounts',
] as const);

/** AC-3 company types. */
export const COMPANY_TYPES = Object.freeze([
  'REGULAR',
  'LIMITED_FEATURES_FLEXPSP',
  'PORTAL_GATEWAY',
  'FEE_REGULAR',
  'FEE_CURRENCY_CLOUD',
  'WHITE_LABEL',
] as const);

/** AC-3 node types: API payments are approved only on a ROOT node (AC-3-03). */
export const NODE_TYPES = Object.freeze(['ROOT', 'SUB', 'MIXED'] as const);
