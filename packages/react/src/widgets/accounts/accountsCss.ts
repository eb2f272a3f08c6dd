import { listCss } from '../../lists/index.js';
import { border, focus, muted, primary, radius } from '../../ui/styles/tokens.js';

/**
 * Styles of the accounts screen over the lists' (which include the kit's): one sheet,
 * adopted as a constructable stylesheet, so a strict CSP needs no inline styles.
 */
export const accountsCss = `${listCss}
.fp-accounts { display: flex; flex-direction: column; gap: 0.75rem; }
.fp-accounts__bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; }
.fp-accounts__title { margin: 0; }
.fp-tabs { display: flex; gap: 0.25rem; border-block-end: 1px solid ${border}; }
.fp-tab { font: inherit; padding: 0.375rem 0.75rem; background: transparent; color: inherit; cursor: pointer; border: 1px solid transparent; border-radius: ${radius} ${radius} 0 0; margin-block-end: -1px; }
.fp-tab[aria-selected="true"] { border-color: ${border}; border-block-end-color: var(--fp-bg, #ffffff); font-weight: 600; box-shadow: inset 0 3px 0 ${primary}; }
.fp-tab:focus-visible { outline: 2px solid ${focus}; outline-offset: 1px; }
.fp-accounts__actions { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; }
.fp-accounts__actions .fp-button { padding: 0.125rem 0.5rem; font-size: 0.875em; }
.fp-accounts__amount { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
.fp-accounts__ibans { margin: 0; padding: 0; list-style: none; }
.fp-accounts__hint { color: ${muted}; margin: 0; }
.fp-accounts__error { color: var(--fp-danger, #dc3545); margin: 0; }
/* A phone (issue 38): the name wraps and the actions stack, so they stay on screen. */
@container (max-width: 30rem) {
  .fp-table tbody th { white-space: normal; overflow-wrap: anywhere; }
  .fp-accounts__actions { flex-direction: column; align-items: stretch; }
  .fp-accounts__actions .fp-button { white-space: normal; }
}
.fp-success { border-inline-start: 4px solid var(--fp-success, #198754); padding: 0.5rem 0.75rem; margin: 0; }
`;
