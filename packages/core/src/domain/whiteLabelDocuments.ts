/**
 * The documents a white label hands its users (AC-7mgr-11 names no types; docs/decisions.md
 * "Issue 24: white-label documents"): each has a title and a text, and images per column
 * that brand the generated statements and reports (a letterhead header and footer).
 */
export const WHITE_LABEL_DOCUMENT_TYPES = [
  'terms_and_conditions',
  'privacy_policy',
  'imprint',
  'statement',
] as const;

/** The image columns of a white-label document (`documents/upload-image`'s `column`). */
export const WHITE_LABEL_DOCUMENT_COLUMNS = ['header', 'footer'] as const;

/** Longest document title and text the server keeps. */
export const WHITE_LABEL_DOCUMENT_LIMITS = { title: 200, content: 20_000 } as const;
