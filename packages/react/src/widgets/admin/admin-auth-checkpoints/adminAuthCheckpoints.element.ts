/** Custom element description of {@link AdminAuthCheckpoints}: data only, read by @flexportal/elements. */
export const adminAuthCheckpointsElement = {
  tag: 'flexportal-admin-auth-checkpoints',
  description:
    "Sign-in checkpoints for an administrator: each user's IP and browser, with a block/unblock toggle that refuses sign-ins from a blocked one.",
  props: { userId: 'number' },
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
    'button',
    'alert',
    'status',
    'signin',
  ],
} as const;
