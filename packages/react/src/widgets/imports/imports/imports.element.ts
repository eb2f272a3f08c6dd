/** Custom element description of {@link Imports}: data only, read by @flexportal/elements. */
export const importsElement = {
  tag: 'flexportal-imports',
  description: 'Imports.',
  props: {},
  events: {},
  parts: ['imports'],
} as const;
