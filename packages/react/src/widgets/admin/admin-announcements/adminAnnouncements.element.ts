/** Custom element description of {@link AdminAnnouncements}: data only, read by @flexportal/elements. */
export const adminAnnouncementsElement = {
  tag: 'flexportal-admin-announcements',
  description:
    'Administrator announcements list: drafts and published ones, newest first, each linked to its page, with "New announcement".',
  props: {
    syncUrl: 'boolean',
    announcementHref: 'string',
    createHref: 'string',
  },
  events: {},
  parts: [
    'list',
    'toolbar',
    'button',
    'column-chooser',
    'column-list',
    'table',
    'header',
    'row',
    'cell',
    'link',
    'badge',
    'skeleton',
    'empty',
    'pager',
    'page',
    'signin',
  ],
} as const;
