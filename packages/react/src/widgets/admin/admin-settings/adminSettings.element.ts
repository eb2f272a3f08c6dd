/** Custom element description of {@link AdminSettings}: data only, read by @flexportal/elements. */
export const adminSettingsElement = {
  tag: 'flexportal-admin-settings',
  description: 'Settings.',
  props: {},
  events: {},
  parts: ['admin-settings'],
} as const;
