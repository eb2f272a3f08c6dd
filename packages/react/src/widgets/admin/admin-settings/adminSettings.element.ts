/** Custom element description of {@link AdminSettings}: data only, read by @flexportal/elements. */
export const adminSettingsElement = {
  tag: 'flexportal-admin-settings',
  description:
    "The administrator's portal settings: a typed editor per key (currencies, amount boundaries, initial accounts, features, switches, blocklists), each saved on its own.",
  props: {},
  events: {},
  parts: [
    'settings',
    'setting',
    'field',
    'checkbox',
    'label',
    'input',
    'error',
    'button',
    'status',
    'alert',
    'signin',
  ],
} as const;
