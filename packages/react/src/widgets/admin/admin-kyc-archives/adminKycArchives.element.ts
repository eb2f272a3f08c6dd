/** Custom element description of {@link AdminKycArchives}: data only, read by @flexportal/elements. */
export const adminKycArchivesElement = {
  tag: 'flexportal-admin-kyc-archives',
  description:
    'KYC file archives for administrators: generate a zip of the documents uploaded in a date range, and download it.',
  props: {},
  events: {},
  parts: [
    'admin-kyc-archives',
    'form',
    'download',
    'list',
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
