import { listCss } from '../../lists/index.js';
import { muted } from '../../ui/styles/tokens.js';
import { paymentFormCss } from '../payments/formCss.js';
import { rateCountdownCss } from '../payments/quote/RateCountdown.js';

/**
 * Styles of the crypto screens: the payment forms' sheet (the kit's included) and the
 * lists', plus the few crypto pieces (an address that wraps, the QR code, the toasts' place).
 */
export const cryptoCss = `${paymentFormCss}
${listCss}
${rateCountdownCss}
.fp-crypto { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.fp-address { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; word-break: break-all; }
.fp-crypto__row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.fp-crypto__hint { color: ${muted}; margin: 0; }
.fp-qr { background: #ffffff; padding: 0.5rem; inline-size: min(100%, 14rem); block-size: auto; }
.fp-crypto__deposit { border-inline-start: 4px solid var(--fp-success, #198754); padding: 0.5rem 0.75rem; }
`;
