/**
 * Custom element description of {@link AdminUsers}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `AdminUsersEventDetails`): `impersonated`.
 */
export const adminUsersElement = {
  tag: 'flexportal-admin-users',
  description:
    'Administrator users list: search by e-mail or name, filter by role, open a user, log in as a manager.',
  props: {
    search: 'string',
    roleFilter: 'string',
    syncUrl: 'boolean',
    userHref: 'string',
  },
  events: {
    onImpersonated: { bubbles: true, composed: true },
  },
  parts: [
    'list',
    'filters',
    'field',
    'label',
    'input',
    'toolbar',
    'button',
    'column-chooser',
    'column-list',
    'table',
    'header',
    'row',
    'cell',
    'link',
    'skeleton',
    'empty',
    'pager',
    'page',
    'alert',
    'signin',
  ],
} as const;
