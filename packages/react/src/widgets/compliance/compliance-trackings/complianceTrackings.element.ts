/**
 * Custom element description of {@link ComplianceTrackings}: data only, read by
 * @flexportal/elements.
 */
export const complianceTrackingsElement = {
  tag: 'flexportal-compliance-trackings',
  description:
    "The company's compliance trackings, or one subject's (transaction, user, company, lead), with status and category filters; live events refresh it.",
  props: {
    entity: 'string',
    entityId: 'number',
    source: 'string',
    trackingHref: 'string',
    syncUrl: 'boolean',
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
  ],
} as const;
