/** Custom element description of {@link WhiteLabel}: data only, read by @flexportal/elements. */
export const whiteLabelElement = {
  tag: 'flexportal-white-label',
  description:
    'White-label configuration: name, colours with a live preview, support e-mail and image uploads; its white-label owners, read-only.',
  props: {},
  events: {},
  parts: [
    'white-label',
    'form',
    'field',
    'label',
    'input',
    'button',
    'preview',
    'owners',
    'signin',
  ],
} as const;
