import { paymentFormCss } from '../payments/formCss.js';

const muted = 'var(--fp-muted, #6c757d)';

/** The beneficiary screens' styles: the payment forms' sheet plus a few of their own. */
export const beneficiariesCss = `${paymentFormCss}
.fp-plain { border: 0; padding: 0; margin: 0; min-width: 0; }
.fp-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.fp-nowrap { white-space: nowrap; }
.fp-muted { color: ${muted}; }
a.fp-button { display: inline-block; text-decoration: none; }
`;
