/** Custom element description of {@link AdminCompanies}: data only, read by @flexportal/elements. */
export const adminCompaniesElement = {
  tag: 'flexportal-admin-companies',
  description:
    'Every company for an administrator: name, status, legal type, company types and node type.',
  props: { companyHref: 'string' },
  events: {},
  parts: ['list', 'toolbar', 'button', 'table', 'header', 'row', 'cell', 'link', 'pager', 'signin'],
} as const;
