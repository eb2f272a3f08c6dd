/** Custom element description of {@link PspSignUp}: data only, read by @flexportal/elements. */
export const pspSignUpElement = {
  tag: 'flexportal-psp-sign-up',
  description:
    'PSP sign-up: the merchant application to the payment provider (website, business, monthly volume, terms).',
  props: {},
  events: {},
  parts: ['psp-sign-up'],
} as const;
