import { paymentFormCss } from '../../payments/formCss.js';

/** The reports screen's styles: the payment forms' sheet plus its own layout. */
export const reportsCss = `${paymentFormCss}
.fp-reports { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
.fp-reports__form .fp-actions { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.fp-nowrap { white-space: nowrap; }
`;
