/** Custom element description of {@link AdminIntegrity}: data only, read by @flexportal/elements. */
export const adminIntegrityElement = {
  tag: 'flexportal-admin-integrity',
  description: 'Bank account integrity.',
  props: {},
  events: {},
  parts: ['admin-integrity'],
} as const;
