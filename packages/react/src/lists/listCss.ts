import { kitCss } from '../ui/styles/kitCss.js';
import { bg, border, link, muted, primary, radius } from '../ui/styles/tokens.js';

const stripe = 'var(--fp-row-alt, rgb(0 0 0 / 0.03))';

/**
 * Styles of every list screen, over the kit's: one constructable sheet shared by all lists
 * (adopted once per root by `useStyles`). Virtualised rows have a fixed height and one line.
 */
export const listCss = `${kitCss}
.fp-list { display: flex; flex-direction: column; gap: 0.75rem; }
.fp-list__title { margin: 0; font-size: 1.25rem; }
.fp-list__bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: end; justify-content: space-between; }
.fp-list__filters { display: flex; flex-wrap: wrap; gap: 0 1rem; align-items: end; }
.fp-list__filters .fp-field { min-width: 10rem; }
.fp-toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block-end: 0.75rem; }
.fp-chooser { position: relative; }
.fp-chooser__panel { position: absolute; inset-inline-end: 0; z-index: 115; min-width: 12rem; margin: 0.25rem 0 0; padding: 0.5rem 0.75rem; display: flex; flex-direction: column; background: ${bg}; border: 1px solid ${border}; border-radius: ${radius}; box-shadow: 0 2px 8px rgb(0 0 0 / 0.15); }
.fp-chooser__panel[hidden] { display: none; }
.fp-check { display: inline-flex; align-items: center; gap: 0.35rem; padding-block: 0.15rem; }
.fp-table-wrap { overflow-x: auto; }
.fp-table-wrap[data-virtual] { overflow-y: auto; max-height: var(--fp-table-max-height, 600px); }
.fp-table-wrap:focus-visible { outline: 2px solid ${primary}; outline-offset: 2px; }
.fp-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.fp-table caption { text-align: start; font-weight: 600; padding-block-end: 0.5rem; }
.fp-table th, .fp-table td { padding: 0.5rem 0.75rem; border-block-end: 1px solid ${border}; text-align: start; white-space: nowrap; }
.fp-table thead th { position: sticky; inset-block-start: 0; background: ${bg}; }
.fp-table tbody th { font-weight: normal; }
.fp-table tbody tr:nth-child(even) { background: ${stripe}; }
.fp-table [data-align="end"] { text-align: end; }
.fp-table[aria-busy="true"] tbody { opacity: 0.55; }
.fp-table__spacer, .fp-table__spacer td { padding: 0; border: 0; background: none; }
.fp-link, .fp-table a { color: ${link}; }
.fp-link { font: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-decoration: underline; }
.fp-link:focus-visible, .fp-table a:focus-visible { outline: 2px solid ${primary}; outline-offset: 2px; }
.fp-pager { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: end; justify-content: space-between; }
.fp-pager__range { margin: 0 0 0.75rem; color: ${muted}; }
.fp-pager__list { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0 0 0.75rem; padding: 0; }
.fp-pager__page { font: inherit; min-width: 2.25rem; padding: 0.25rem 0.5rem; border: 1px solid ${border}; border-radius: ${radius}; background: ${bg}; color: inherit; cursor: pointer; }
.fp-pager__page[aria-current="page"] { background: ${primary}; border-color: ${primary}; color: #fff; }
.fp-pager__page:disabled { opacity: 0.5; cursor: not-allowed; }
.fp-pager__page:focus-visible { outline: 2px solid ${primary}; outline-offset: 2px; }
.fp-pager__gap { padding: 0.25rem; color: ${muted}; }
.fp-empty, .fp-retry { color: ${muted}; display: flex; gap: 0.75rem; align-items: center; }
.fp-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 480px) { .fp-list__filters { flex-direction: column; align-items: stretch; } }
@media print {
  .fp-toolbar, .fp-pager, .fp-list__filters { display: none; }
  .fp-table-wrap[data-virtual] { max-height: none; overflow: visible; }
  .fp-print-target, .fp-print-target * { visibility: visible; }
}
`;
