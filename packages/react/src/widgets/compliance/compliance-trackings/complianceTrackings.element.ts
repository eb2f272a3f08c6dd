/**
 * Custom element description of {@link ComplianceTrackings}: data only, read by
 * @flexportal/elements.
 */
export const complianceTrackingsElement = {
  tag: 'flexportal-compliance-trackings',
  description:
    "The company's compliance trackings, or one subject's (transaction, user, company, lead), with status and category filters; live events refresh it. With kyc-id, that tracking's page: each requested file with its state and reason, documents uploaded by drop or choice with progress.",
  props: {
    entity: 'string',
    entityId: 'number',
    source: 'string',
    trackingHref: 'string',
    syncUrl: 'boolean',
    kycId: 'number',
  },
  events: {},
  parts: [
    'list',
    'filters',
    'toolbar',
    'table',
    'header',
    'row',
    'cell',
    'pager',
    'badge',
    'signin',
    'tracking',
    'summary',
    'files',
    'bunch',
    'file',
    'declined',
    'drop',
    'input',
    'error',
  ],
} as const;
