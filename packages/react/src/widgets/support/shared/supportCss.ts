import { paymentFormCss } from '../../payments/formCss.js';

const border = 'var(--fp-border, #ced4da)';
const radius = 'var(--fp-radius, 0.375rem)';
const muted = 'var(--fp-muted, #6c757d)';
const danger = 'var(--fp-danger, #dc3545)';

/** The support screens' styles (tickets, a ticket, notifications), over the form sheet. */
export const supportCss = `${paymentFormCss}
.fp-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.fp-muted { color: ${muted}; }
a.fp-button { display: inline-block; text-decoration: none; }
.fp-textarea { min-height: 6rem; resize: vertical; font: inherit; }
.fp-files { list-style: none; padding: 0; margin: 0 0 0.5rem; display: flex; flex-direction: column; gap: 0.25rem; }
.fp-files li { display: flex; gap: 0.5rem; align-items: center; min-width: 0; }
.fp-files .fp-file__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.fp-progress { width: 100%; max-width: 20rem; }
.fp-thread { list-style: none; padding: 0; margin: 0 0 1rem; display: flex; flex-direction: column; gap: 0.75rem; }
.fp-message { border: 1px solid ${border}; border-radius: ${radius}; padding: 0.75rem 1rem; min-width: 0; }
.fp-message[data-author="support"] { border-inline-start: 4px solid var(--fp-primary, #0d6efd); }
.fp-message__meta { display: flex; flex-wrap: wrap; gap: 0.5rem; color: ${muted}; font-size: 0.875rem; margin: 0 0 0.25rem; }
.fp-message__text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0 0 0.5rem; }
.fp-badge { display: inline-block; border-radius: 999px; padding: 0 0.5rem; font-size: 0.8125rem; border: 1px solid ${border}; }
.fp-notes { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.fp-note { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; border: 1px solid ${border}; border-radius: ${radius}; padding: 0.75rem; min-width: 0; }
.fp-note__icon { inline-size: 1.25rem; block-size: 1.25rem; border-radius: 50%; background: var(--fp-primary, #0d6efd); color: #fff; display: inline-grid; place-items: center; font-size: 0.75rem; font-weight: 700; }
.fp-note[data-error] { border-color: ${danger}; }
.fp-note[data-error] .fp-note__icon { background: ${danger}; }
.fp-note__body { min-width: 0; }
.fp-note__title { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
.fp-note__message { margin: 0.25rem 0; overflow-wrap: anywhere; }
.fp-note__actions { grid-column: 2; display: flex; flex-wrap: wrap; gap: 0.5rem; }
.fp-error { color: ${danger}; }
`;
