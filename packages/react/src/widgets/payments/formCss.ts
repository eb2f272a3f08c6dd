import { kitCss } from '../../ui/styles/kitCss.js';

const border = 'var(--fp-border, #ced4da)';
const radius = 'var(--fp-radius, 0.375rem)';
const muted = 'var(--fp-muted, #6c757d)';

/** Layout of the payment forms, over the kit's styles: one sheet for every payment screen. */
export const paymentFormCss = `${kitCss}
.fp-form { display: flex; flex-direction: column; gap: 0.5rem; max-width: 48rem; min-width: 0; }
.fp-section { min-width: 0; }
.fp-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); column-gap: 1rem; }
.fp-grid > * { min-width: 0; }
.fp-section { border: 1px solid ${border}; border-radius: ${radius}; padding: 0.75rem 1rem 0.25rem; margin: 0 0 0.75rem; }
.fp-section > legend { font-weight: 600; padding-inline: 0.25rem; }
.fp-radios { border: 0; padding: 0; margin: 0 0 0.75rem; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.fp-radios > legend { padding: 0; margin-block-end: 0.25rem; width: 100%; }
.fp-radio, .fp-check { display: inline-flex; align-items: center; gap: 0.35rem; margin-block-end: 0.5rem; }
.fp-radio:has(input:disabled) { color: ${muted}; }
.fp-field__input[readonly] { background: var(--fp-readonly-bg, #e9ecef); }
.fp-total { border: 1px solid ${border}; border-radius: ${radius}; padding: 0.75rem 1rem; }
.fp-total__title { margin: 0 0 0.5rem; font-size: 1rem; }
.fp-total__rows { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 1rem; margin: 0; }
.fp-total__row { display: contents; }
.fp-total__row dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.fp-total__hint, .fp-hint { color: ${muted}; margin: 0; }
.fp-total__warning { color: var(--fp-danger, #dc3545); margin: 0.5rem 0 0; }
.fp-success { border-inline-start: 4px solid var(--fp-success, #198754); padding: 0.5rem 0.75rem; }
@media (max-width: 480px) { .fp-grid { grid-template-columns: minmax(0, 1fr); } .fp-section { padding-inline: 0.75rem; } }
`;
