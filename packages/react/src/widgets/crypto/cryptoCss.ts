import { muted } from '../../ui/styles/tokens.js';
import { paymentFormCss } from '../payments/formCss.js';

/**
 * Styles of the crypto screens: the payment forms' sheet (the kit's included) and the few
 * crypto pieces (an address that wraps, the QR code, the toasts' place). A screen adds what
 * else it shows (the rate countdown's sheet beside its component): this sheet once carried
 * the lists' and the countdown's, and every crypto form downloaded the list mechanism and
 * the quote chunk for them (7 to 11 KB gz; docs/decisions.md "Sizes back under 48 KB
 * (issue 41)"). The wallets' table adopts the lists' sheet through ListPage.
 */
export const cryptoCss = `${paymentFormCss}
.fp-crypto { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.fp-address { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; word-break: break-all; }
.fp-crypto__row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.fp-crypto__hint { color: ${muted}; margin: 0; }
.fp-check { padding-block: 0.15rem; }
.fp-qr { background: #ffffff; padding: 0.5rem; inline-size: min(100%, 14rem); block-size: auto; }
.fp-crypto__deposit { border-inline-start: 4px solid var(--fp-success, #198754); padding: 0.5rem 0.75rem; }
`;
