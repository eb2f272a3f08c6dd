import { badgeCss } from '../../../ui/styles/badgeCss.js';
import { paymentFormCss } from '../../payments/formCss.js';

const border = 'var(--fp-border, #ced4da)';
const radius = 'var(--fp-radius, 0.375rem)';
const muted = 'var(--fp-muted, #6c757d)';
const danger = 'var(--fp-danger, #dc3545)';

/** The import screens' styles over the payment form's: drop zone, rows table, notices, progress. */
export const importCss = `${paymentFormCss}
${badgeCss}
.fp-import { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.fp-drop { border: 2px dashed ${border}; border-radius: ${radius}; padding: 1rem; display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; }
.fp-drop[data-over] { border-color: var(--fp-primary, #0d6efd); background: color-mix(in srgb, var(--fp-primary, #0d6efd) 8%, transparent); }
.fp-drop__label { font-weight: 600; }
.fp-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0; }
.fp-stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr)); gap: 0.5rem; margin: 0; }
.fp-stats > div { border: 1px solid ${border}; border-radius: ${radius}; padding: 0.5rem 0.75rem; }
.fp-stats dt { color: ${muted}; }
.fp-stats dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.fp-rows { overflow-x: auto; max-width: 100%; }
.fp-rows table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
.fp-rows th, .fp-rows td { border-block-end: 1px solid ${border}; padding: 0.35rem 0.5rem; text-align: start; vertical-align: top; }
.fp-rows td.fp-num, .fp-rows th.fp-num { text-align: end; white-space: nowrap; }
.fp-rows tr[data-error] td { background: color-mix(in srgb, ${danger} 8%, transparent); }
.fp-rows .fp-row-error { color: ${danger}; margin: 0; padding-inline-start: 1rem; }
.fp-rows td:last-child { min-inline-size: 14rem; overflow-wrap: anywhere; }
.fp-rows td:nth-child(2) { white-space: nowrap; }
.fp-alert { color: ${danger}; margin: 0; white-space: pre-line; }
.fp-import-notices { display: flex; flex-direction: column; gap: 0.5rem; }
.fp-notice { position: relative; display: flex; flex-direction: column; gap: 0.25rem; padding: 0.5rem 2rem 0.5rem 0.75rem; border: 1px solid ${border}; border-inline-start: 4px solid var(--fp-primary, #0d6efd); border-radius: ${radius}; }
.fp-notice--done { border-inline-start-color: var(--fp-success, #198754); }
.fp-notice--errors, .fp-notice--failed { border-inline-start-color: ${danger}; }
.fp-notice__close { position: absolute; inset-block-start: 0.25rem; inset-inline-end: 0.25rem; border: 0; background: none; color: inherit; font-size: 1.25rem; line-height: 1; cursor: pointer; padding: 0.25rem; }
.fp-import-progress { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.fp-import-progress progress { flex: 1 1 10rem; min-width: 0; height: 0.75rem; }
`;
