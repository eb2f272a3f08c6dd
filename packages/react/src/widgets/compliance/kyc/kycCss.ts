import { badgeCss } from '../../../ui/styles/badgeCss.js';
import { paymentFormCss } from '../../payments/formCss.js';

const border = 'var(--fp-border, #ced4da)';
const radius = 'var(--fp-radius, 0.375rem)';
const muted = 'var(--fp-muted, #6c757d)';
const primary = 'var(--fp-primary, #0d6efd)';
const danger = 'var(--fp-danger, #dc3545)';
const success = 'var(--fp-success, #198754)';

/** The verification flow's styles: the payment forms' sheet, a stepper and the file cards. */
export const kycCss = `${paymentFormCss}
${badgeCss}
.fp-kyc { display: flex; flex-direction: column; gap: 0.75rem; max-width: 48rem; min-width: 0; }
.fp-kyc h2 { margin: 0; }
.fp-kyc p { margin: 0; }
.fp-steps { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; margin: 0; counter-reset: step; }
.fp-step { display: inline-flex; align-items: center; gap: 0.4rem; padding: 0.25rem 0.75rem 0.25rem 0.25rem; border: 1px solid ${border}; border-radius: 999px; color: ${muted}; counter-increment: step; }
.fp-step::before { content: counter(step); display: inline-grid; place-items: center; width: 1.5rem; height: 1.5rem; border-radius: 50%; border: 1px solid currentColor; font-size: 0.8rem; }
.fp-step[data-state="current"] { color: inherit; border-color: ${primary}; font-weight: 600; }
.fp-step[data-state="current"]::before { background: ${primary}; border-color: ${primary}; color: #fff; }
.fp-step[data-state="done"] { color: ${success}; }
.fp-step[data-state="done"]::before { content: "✓"; }
.fp-bunch { border: 1px solid ${border}; border-radius: ${radius}; padding: 0.75rem 1rem; margin: 0; display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.fp-bunch > legend { font-weight: 600; padding-inline: 0.25rem; }
.fp-file { display: flex; flex-direction: column; gap: 0.4rem; min-width: 0; }
.fp-file__head { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; }
.fp-file__name { font-weight: 600; overflow-wrap: anywhere; }
.fp-file__meta { color: ${muted}; overflow-wrap: anywhere; }
.fp-file__declined { color: ${danger}; display: flex; gap: 0.35rem; align-items: flex-start; }
.fp-file__declined svg { flex: none; margin-top: 0.15rem; }
.fp-file input[type="file"] { max-width: 100%; }
.fp-drop { display: flex; flex-direction: column; gap: 0.35rem; padding: 0.75rem; border: 1px dashed ${border}; border-radius: ${radius}; min-width: 0; }
.fp-drop[data-over="true"] { border-color: ${primary}; border-style: solid; }
.fp-summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.5rem 1rem; margin: 0; }
.fp-summary dt { color: ${muted}; font-size: 0.85rem; }
.fp-summary dd { margin: 0; overflow-wrap: anywhere; }
.fp-progress { width: 100%; height: 0.5rem; accent-color: ${primary}; }
.fp-error { color: ${danger}; }
.fp-sign { display: flex; flex-direction: row; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; }
.fp-sign > :first-child { flex: 1 1 14rem; min-width: 0; }
.fp-panel { border: 1px solid ${border}; border-radius: ${radius}; padding: 1rem; display: flex; flex-direction: column; gap: 0.75rem; }
`;
