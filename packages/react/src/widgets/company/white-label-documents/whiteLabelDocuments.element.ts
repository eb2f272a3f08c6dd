/** Custom element description of {@link WhiteLabelDocuments}: data only, read by @flexportal/elements. */
export const whiteLabelDocumentsElement = {
  tag: 'flexportal-white-label-documents',
  description:
    'White-label documents: title and text per document type, and header and footer images.',
  props: {},
  events: {},
  parts: ['white-label-documents', 'form', 'field', 'label', 'input', 'button', 'signin'],
} as const;
