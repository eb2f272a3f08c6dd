/**
 * Custom element description of {@link AdminAnnouncement}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `AdminAnnouncementEventDetails`): `saved`, `deleted`.
 */
export const adminAnnouncementElement = {
  tag: 'flexportal-admin-announcement',
  description:
    'One announcement for an administrator: create, view, edit (title, message, published) and delete with confirmation.',
  props: {
    announcementId: 'number',
    edit: 'boolean',
    listHref: 'string',
  },
  events: {
    onSaved: { bubbles: true, composed: true },
    onDeleted: { bubbles: true, composed: true },
  },
  parts: [
    'admin-announcement',
    'details',
    'message',
    'form',
    'field',
    'label',
    'input',
    'error',
    'hint',
    'button',
    'badge',
    'status',
    'alert',
    'dialog',
    'signin',
  ],
} as const;
