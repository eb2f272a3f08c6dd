/**
 * Custom element description of {@link Kyc}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `KycEventDetails`): `stagechange` (the stage the
 * flow is at), `released` (the user is no longer held on the flow).
 */
export const kycElement = {
  tag: 'flexportal-kyc',
  description:
    "The verification flow: the signed-in user's compliance documents uploaded with progress, declarations signed, form and video steps, then the review.",
  props: {
    service: 'string',
  },
  events: {
    onStageChange: { bubbles: true, composed: true },
    onReleased: { bubbles: true, composed: true },
  },
  parts: [
    'kyc',
    'steps',
    'step',
    'stage',
    'files',
    'bunch',
    'file',
    'declined',
    'drop',
    'input',
    'error',
    'button',
    'badge',
    'signin',
  ],
} as const;
