/**
 * Custom element description of {@link AdminCompanyProfile}: data only, read by
 * @flexportal/elements.
 */
export const adminCompanyProfileElement = {
  tag: 'flexportal-admin-company-profile',
  description:
    "One company for an administrator: its facts, the edit of enabled, features, company types and node type, its employees, and its own and its employees' compliance trackings leading to their review.",
  props: { companyId: 'string', zohoId: 'string', complianceHref: 'string' },
  events: {},
  parts: ['company', 'form', 'field', 'input', 'button', 'list', 'table', 'row', 'cell', 'signin'],
} as const;
