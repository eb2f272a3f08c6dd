/** Custom element description of {@link PspPortal}: data only, read by @flexportal/elements. */
export const pspPortalElement = {
  tag: 'flexportal-psp-portal',
  description:
    'PSP portal: whether the company is signed up to the payment provider, and the lookup of one payment by its id.',
  props: {},
  events: {},
  parts: ['psp-portal'],
} as const;
