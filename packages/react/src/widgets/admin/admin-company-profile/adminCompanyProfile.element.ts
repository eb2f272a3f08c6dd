/**
 * Custom element description of {@link AdminCompanyProfile}: data only, read by
 * @flexportal/elements.
 */
export const adminCompanyProfileElement = {
  tag: 'flexportal-admin-company-profile',
  description:
    'One company for an administrator: its facts, the edit of enabled, features, company types and node type, and its employees.',
  props: { companyId: 'string' },
  events: {},
  parts: ['company', 'form', 'field', 'input', 'button', 'list', 'table', 'row', 'cell', 'signin'],
} as const;
