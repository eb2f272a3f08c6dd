/** Custom element description of {@link AdminComplianceReview}: data only, read by @flexportal/elements. */
export const adminComplianceReviewElement = {
  tag: 'flexportal-admin-compliance-review',
  description: 'Compliance review.',
  props: {},
  events: {},
  parts: ['admin-compliance-review'],
} as const;
