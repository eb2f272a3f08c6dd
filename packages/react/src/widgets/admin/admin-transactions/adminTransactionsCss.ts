import { listCss } from '../../../lists/listCss.js';

/** The list's styles plus the approval bar, its status lines and the decision buttons. */
export const adminTransactionsCss = `${listCss}
.fp-approval { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block: 0.5rem; }
.fp-approval p { margin: 0; flex-basis: 100%; }
.fp-approval .fp-success { border-inline-start: 4px solid var(--fp-success, #198754); padding: 0.5rem 0.75rem; }
.fp-approval [role="alert"] { border-inline-start: 4px solid var(--fp-danger, #dc3545); padding: 0.5rem 0.75rem; }
.fp-note { opacity: 0.8; }
.fp-decision { display: inline-flex; flex-wrap: wrap; gap: 0.25rem; }
.fp-decision__summary { font-weight: 600; }
`;
