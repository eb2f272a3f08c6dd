/**
 * Custom element description of {@link AdminUser}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `AdminUserEventDetails`): `impersonated`, `deleted`.
 */
export const adminUserElement = {
  tag: 'flexportal-admin-user',
  description:
    'One user for an administrator: details, sign-ins, activity; edit profile, avatar, role and password, resets, delete, log in as.',
  props: {
    userId: 'number',
    edit: 'boolean',
    editHref: 'string',
    viewHref: 'string',
  },
  events: {
    onImpersonated: { bubbles: true, composed: true },
    onDeleted: { bubbles: true, composed: true },
  },
  parts: [
    'admin-user',
    'details',
    'avatar',
    'form',
    'field',
    'label',
    'input',
    'error',
    'button',
    'actions',
    'table',
    'row',
    'activity',
    'status',
    'alert',
    'dialog',
    'signin',
  ],
} as const;
