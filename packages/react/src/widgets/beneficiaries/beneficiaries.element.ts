/**
 * Custom element description of {@link Beneficiaries}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `BeneficiariesEventDetails`): `select`.
 */
export const beneficiariesElement = {
  tag: 'flexportal-beneficiaries',
  description:
    'Saved beneficiaries of the company, searchable by text and account, with links to open, create and pay them.',
  props: {
    bankAccountId: 'string',
    search: 'string',
    syncUrl: 'boolean',
    agentHref: 'string',
    createHref: 'string',
    withdrawalHref: 'string',
    simplified: 'boolean',
  },
  events: {
    onSelect: { bubbles: true, composed: true },
  },
  parts: [
    'list',
    'filters',
    'field',
    'label',
    'input',
    'toolbar',
    'button',
    'create-link',
    'column-chooser',
    'column-list',
    'table',
    'header',
    'row',
    'cell',
    'link',
    'pay-link',
    'skeleton',
    'empty',
    'pager',
    'page',
    'signin',
  ],
} as const;
