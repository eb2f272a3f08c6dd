import { kitCss } from '../../../ui/styles/kitCss.js';
import { border, fg, muted, radius, surface } from '../../../ui/styles/tokens.js';

/**
 * The user screen: the kit, details as label/value rows, forms in a grid, and its one table
 * (the sign-ins) with the lists' header and row hover. The whole lists' sheet once came
 * for that table, and with it the list mechanism's chunk (7 KB gz; docs/decisions.md
 * "Sizes back under 48 KB (issue 41)").
 */
export const adminUserCss = `${kitCss}
.fp-admin-user h3 { margin: 1.25rem 0 0.5rem; font-size: 1.05rem; }
.fp-user-bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; }
.fp-user-bar h2 { margin: 0; overflow-wrap: anywhere; }
.fp-user-head { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.fp-avatar { border-radius: 50%; object-fit: cover; border: 1px solid ${border}; }
.fp-details { margin: 0; flex: 1 1 18rem; min-width: 0; }
.fp-details__row { display: grid; grid-template-columns: minmax(7rem, 12rem) 1fr; gap: 0.75rem; padding-block: 0.375rem; border-block-end: 1px solid ${border}; }
.fp-details dt { color: ${muted}; }
.fp-details dd { margin: 0; overflow-wrap: anywhere; }
.fp-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.fp-user-forms { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); margin-block-start: 1rem; }
.fp-user-forms form { border: 1px solid ${border}; border-radius: ${radius}; padding: 0.75rem 1rem 1rem; display: flex; flex-direction: column; gap: 0.5rem; align-items: stretch; }
.fp-user-forms form h3 { margin: 0 0 0.25rem; }
.fp-user-forms form > button { align-self: flex-start; }
.fp-muted { color: ${muted}; }
.fp-scroll { overflow-x: auto; }
.fp-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.fp-table th, .fp-table td { text-align: start; vertical-align: middle; padding: 0.375rem 0.75rem 0.375rem 0; border-block-end: 1px solid ${border}; }
.fp-table thead th { background: ${surface}; color: ${fg}; font-size: 0.8125rem; font-weight: 600; white-space: nowrap; }
.fp-table tbody tr:hover { background: var(--fp-row-hover, rgb(127 127 127 / 0.08)); }
.fp-table .fp-num { text-align: end; }
.fp-browser { overflow-wrap: anywhere; max-width: 24rem; }
.fp-activity { margin: 0; padding-inline-start: 1.25rem; display: flex; flex-direction: column; gap: 0.25rem; overflow-wrap: anywhere; }
.fp-activity time { color: ${muted}; font-size: 0.875em; }
a.fp-button { display: inline-block; text-decoration: none; }
`;
