/** Custom element description of {@link ImportOverview}: data only, read by @flexportal/elements. */
export const importOverviewElement = {
  tag: 'flexportal-import-overview',
  description:
    'One import: file, account, user, counts and amounts, status with live progress, row errors, original and errors files.',
  props: {
    importId: 'number',
    importsHref: 'string',
    pendingHref: 'string',
  },
  events: {},
  parts: ['import-overview', 'details', 'button', 'notices', 'notice', 'progress', 'badge'],
} as const;
