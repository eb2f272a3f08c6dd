import { badgeCss } from '../ui/styles/badgeCss.js';
import { kitCss } from '../ui/styles/kitCss.js';
import {
  bg,
  border,
  fg,
  focus,
  link,
  muted,
  primary,
  radius,
  surface,
} from '../ui/styles/tokens.js';

const hover = 'var(--fp-row-hover, rgb(127 127 127 / 0.08))';

/**
 * Styles of every list screen, over the kit's: one constructable sheet shared by all lists
 * (adopted once per root by `useStyles`). Virtualised rows have a fixed height and one line.
 */
export const listCss = `${kitCss}
${badgeCss}
.fp-list { display: flex; flex-direction: column; gap: 0.75rem; }
.fp-list__title { margin: 0; }
.fp-list__bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: end; justify-content: space-between; }
.fp-list__filters { display: flex; flex-wrap: wrap; gap: 0 1rem; align-items: end; }
.fp-list__filters .fp-field { min-width: 10rem; }
.fp-toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block-end: 0.75rem; }
.fp-chooser { position: relative; }
.fp-chooser__panel { position: absolute; inset-inline-end: 0; z-index: 115; min-width: 12rem; margin: 0.25rem 0 0; padding: 0.5rem 0.75rem; display: flex; flex-direction: column; background: ${bg}; border: 1px solid ${border}; border-radius: ${radius}; box-shadow: 0 2px 8px rgb(0 0 0 / 0.15); }
.fp-chooser__panel[hidden] { display: none; }
.fp-check { display: inline-flex; align-items: center; gap: 0.35rem; padding-block: 0.15rem; }
.fp-table-wrap { overflow-x: auto; container-type: inline-size; }
.fp-table-wrap[data-fits] { overflow-x: visible; }
.fp-table-wrap:focus-visible { outline: 2px solid ${focus}; outline-offset: 2px; }
.fp-table-wrap[data-hide~="4"] [data-priority="4"], .fp-table-wrap[data-hide~="3"] [data-priority="3"], .fp-table-wrap[data-hide~="2"] [data-priority="2"] { display: none; }
.fp-table-wrap[data-measuring] td:not([data-priority="1"]) { white-space: nowrap; }
.fp-table { width: 100%; border-collapse: separate; border-spacing: 0; font-variant-numeric: tabular-nums; }
.fp-table caption { text-align: start; font-weight: 600; padding-block-end: 0.5rem; }
.fp-table th, .fp-table td { padding: 0.625rem; border-block-end: 1px solid ${border}; text-align: start; vertical-align: middle; }
.fp-table td { white-space: normal; overflow-wrap: normal; }
.fp-table thead th { position: sticky; inset-block-start: 0; z-index: 1; background: ${surface}; color: ${fg}; font-size: 0.8125rem; font-weight: 600; white-space: nowrap; }
.fp-table tbody th { font-weight: 500; white-space: nowrap; }
.fp-table tbody tr:hover { background: ${hover}; }
.fp-table [data-align="end"] { text-align: end; white-space: nowrap; }
.fp-table[aria-busy="true"] tbody { opacity: 0.55; }
.fp-table td .fp-skeleton { min-width: 0; inline-size: 100%; }
@container (max-width: 30rem) {
  .fp-table { font-size: 0.875rem; }
  .fp-table th, .fp-table td { padding-inline: 0.5rem; }
  .fp-table td[data-align="end"] { white-space: normal; }
}
.fp-table .fp-clip { display: inline-block; max-inline-size: 12rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: bottom; }
.fp-table__spacer, .fp-table__spacer td { padding: 0; border: 0; background: none; }
.fp-link, .fp-table a { color: ${link}; }
.fp-link { font: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-decoration: underline; }
.fp-link:focus-visible, .fp-table a:focus-visible { outline: 2px solid ${focus}; outline-offset: 2px; }
.fp-pager { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: end; justify-content: space-between; }
.fp-pager__range { margin: 0 0 0.75rem; color: ${muted}; }
.fp-pager__list { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0 0 0.75rem; padding: 0; }
.fp-pager__page { font: inherit; min-width: 2.25rem; padding: 0.25rem 0.5rem; border: 1px solid ${border}; border-radius: ${radius}; background: ${bg}; color: inherit; cursor: pointer; }
.fp-pager__page[aria-current="page"] { background: ${primary}; border-color: ${primary}; color: #fff; }
.fp-pager__page:disabled { opacity: 0.5; cursor: not-allowed; }
.fp-pager__page:focus-visible { outline: 2px solid ${focus}; outline-offset: 2px; }
.fp-pager__gap { padding: 0.25rem; color: ${muted}; }
.fp-empty, .fp-retry { color: ${muted}; display: flex; gap: 0.75rem; align-items: center; }
.fp-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 480px) {
  .fp-list__bar { flex-direction: column; align-items: stretch; }
  .fp-list__filters { flex-direction: column; align-items: stretch; }
  .fp-list__filters .fp-field { min-width: 0; }
}
@media print {
  .fp-toolbar, .fp-pager, .fp-list__filters { display: none; }
  .fp-print-target, .fp-print-target * { visibility: visible; }
}
`;
