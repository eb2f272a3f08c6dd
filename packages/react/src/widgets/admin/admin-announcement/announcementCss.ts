import { paymentFormCss } from '../../payments/formCss.js';

const border = 'var(--fp-border, #ced4da)';
const muted = 'var(--fp-muted, #6c757d)';

/** The announcement screen: the form sheet, the view as label/value rows. */
export const announcementCss = `${paymentFormCss}
.fp-admin-announcement { display: flex; flex-direction: column; gap: 0.75rem; max-width: 48rem; min-width: 0; }
.fp-admin-announcement h2 { margin: 0; overflow-wrap: anywhere; }
.fp-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
a.fp-button { display: inline-block; text-decoration: none; }
.fp-textarea { min-height: 8rem; resize: vertical; font: inherit; }
.fp-details { margin: 0; }
.fp-details__row { display: grid; grid-template-columns: minmax(6rem, 10rem) minmax(0, 1fr); gap: 0.75rem; padding-block: 0.375rem; border-block-end: 1px solid ${border}; }
.fp-details dt { color: ${muted}; }
.fp-details dd { margin: 0; overflow-wrap: anywhere; }
.fp-announcement-message { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.fp-field__error { white-space: pre-line; }
`;
