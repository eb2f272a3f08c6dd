import { badgeCss } from '../../../ui/styles/badgeCss.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { border, focus, muted, radius } from '../../../ui/styles/tokens.js';

/** Layout of the transaction overview, over the kit's styles (adopted, never inline). */
export const overviewCss = `${kitCss}
${badgeCss}
.fp-overview { display: flex; flex-direction: column; gap: 1rem; max-width: 48rem; }
.fp-overview__title { margin: 0; }
.fp-overview__title:focus { outline: none; }
.fp-overview__title:focus-visible { outline: 2px solid ${focus}; outline-offset: 2px; }
.fp-card { border: 1px solid ${border}; border-radius: ${radius}; padding: 1rem 1.25rem; }
.fp-card > h3 { margin: 0 0 0.75rem; font-size: 1rem; }
.fp-rows { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: 0.5rem 1.5rem; margin: 0; align-items: baseline; }
.fp-rows > div { display: contents; }
.fp-rows dt { color: ${muted}; }
.fp-rows dd { margin: 0; overflow-wrap: anywhere; }
.fp-rows dd[data-amount] { font-variant-numeric: tabular-nums; }
.fp-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
a.fp-button { text-decoration: none; display: inline-block; }
a.fp-button:focus-visible { outline: 2px solid ${focus}; outline-offset: 2px; }
.fp-history { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.fp-history > li { border-inline-start: 3px solid ${border}; padding-inline-start: 0.75rem; }
.fp-history time { color: ${muted}; display: block; font-size: 0.875em; }
.fp-history__note { display: block; }
.fp-hint { color: ${muted}; margin: 0; }
.fp-notice { margin: 0; }
.fp-notice:not(:empty) { border-inline-start: 4px solid var(--fp-success, #198754); padding: 0.5rem 0.75rem; }
.fp-alert { border-inline-start: 4px solid var(--fp-danger, #dc3545); padding: 0.5rem 0.75rem; margin: 0; }
.fp-source { display: flex; flex-wrap: wrap; gap: 0 1rem; align-items: flex-end; }
.fp-source .fp-field { flex: 1 1 14rem; }
.fp-source .fp-button { margin-block-end: 0.75rem; }
.fp-skeleton-lines { display: flex; flex-direction: column; gap: 0.5rem; }
.fp-skeleton-lines .fp-skeleton:nth-child(odd) { width: 60%; }
.fp-skeleton-lines .fp-skeleton:nth-child(even) { width: 40%; }
@media (max-width: 480px) { .fp-rows { grid-template-columns: minmax(0, 1fr); row-gap: 0.125rem; } .fp-rows dt { font-size: 0.875rem; } .fp-rows dd { margin-block-end: 0.625rem; } .fp-card { padding: 0.875rem 1rem; } }
`;
