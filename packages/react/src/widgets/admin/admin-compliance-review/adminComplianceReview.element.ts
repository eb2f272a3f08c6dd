/** Custom element description of {@link AdminComplianceReview}: data only, read by @flexportal/elements. */
export const adminComplianceReviewElement = {
  tag: 'flexportal-admin-compliance-review',
  description:
    "An administrator's review of one compliance tracking: open each uploaded document, approve it, or decline it with a reason.",
  props: { trackingId: 'number', companyHref: 'string' },
  events: {},
  parts: ['admin-compliance-review', 'file', 'form', 'badge', 'signin'],
} as const;
