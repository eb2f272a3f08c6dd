/** Custom element description of {@link AdminTimeline}: data only, read by @flexportal/elements. */
export const adminTimelineElement = {
  tag: 'flexportal-admin-timeline',
  description:
    "One entity's timeline for an administrator: what happened, when and by whom, newest first, with a form to add a note.",
  props: { entityClass: 'string', id: 'number' },
  events: {},
  parts: [
    'admin-timeline',
    'details',
    'form',
    'field',
    'label',
    'input',
    'error',
    'button',
    'events',
    'event',
    'badge',
    'alert',
    'status',
    'signin',
  ],
} as const;
