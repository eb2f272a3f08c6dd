/** Custom element description of {@link AdminCredit}: data only, read by @flexportal/elements. */
export const adminCreditElement = {
  tag: 'flexportal-admin-credit',
  description:
    "Administrator's top-up of a company account: amount and note, a confirmation repeating amount and account, then the one-time code.",
  warm: ['adminCompanies'],
  props: {},
  events: {},
  parts: ['form', 'field', 'label', 'input', 'button', 'dialog', 'success', 'signin'],
} as const;
