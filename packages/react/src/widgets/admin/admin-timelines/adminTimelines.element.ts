/** Custom element description of {@link AdminTimelines}: data only, read by @flexportal/elements. */
export const adminTimelinesElement = {
  tag: 'flexportal-admin-timelines',
  description:
    'Timelines for an administrator: the entities of one class (transactions, users, companies, bank accounts), each leading to its timeline.',
  props: { entityClass: 'string', entityHref: 'string', syncUrl: 'boolean' },
  events: {},
  parts: [
    'list',
    'filters',
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
