import { listCss } from '../../../lists/index.js';
import { border, muted, primary, radius } from '../../../ui/styles/tokens.js';

/** Styles of the PSP portal screens over the lists' (which include the kit's). */
export const pspCss = `${listCss}
.fp-psp { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
.fp-psp h2, .fp-psp h3 { margin: 0; }
.fp-psp__hint { color: ${muted}; margin: 0; }
.fp-psp__error { color: var(--fp-danger, #dc3545); margin: 0; }
.fp-psp__form { max-width: 28rem; }
.fp-psp__row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.fp-psp__row .fp-field { margin: 0; }
.fp-psp__details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0; border: 1px solid ${border}; border-radius: ${radius}; padding: 0.75rem; }
.fp-psp__details dt { color: ${muted}; }
.fp-psp__details dd { margin: 0; overflow-wrap: anywhere; }
.fp-psp__token { font-family: ui-monospace, monospace; overflow-wrap: anywhere; user-select: all; }
.fp-psp__badge { border: 1px solid ${border}; border-radius: 999px; padding: 0 0.5rem; color: ${muted}; white-space: nowrap; }
.fp-psp__badge[data-active="true"] { border-color: ${primary}; color: inherit; }
.fp-psp__accounts { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
`;
