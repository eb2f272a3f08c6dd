/** Custom element description of {@link SendFundsAffiliate}: data only, read by @flexportal/elements. */
export const sendFundsAffiliateElement = {
  tag: 'flexportal-send-funds-affiliate',
  description:
    'Send funds from an affiliate company to its affiliate owner, behind the two-factor code.',
  props: {},
  events: {
    onSent: { bubbles: true, composed: true },
  },
  parts: ['send-funds-affiliate', 'form', 'field', 'label', 'input', 'button', 'signin'],
} as const;
