import { kitCss } from '../../ui/styles/kitCss.js';
import { bg, border, focus, muted, primary, radius } from '../../ui/styles/tokens.js';
import { segmentedCss } from './shared/SegmentedControl.js';

/**
 * The dashboard's sheet over the kit's, adopted as a constructable stylesheet (no `<style>`,
 * no style attribute: strict CSP). The chart's colours are classes here too, so
 * `--fp-chart-bar` and the kit's custom properties theme it, light or dark.
 */
export const dashboardCss = `${kitCss}${segmentedCss}
.fp-dashboard { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)); align-items: start; }
.fp-panel { container-type: inline-size; border: 1px solid ${border}; border-radius: ${radius}; padding: 1rem 1.25rem; min-width: 0; }
.fp-panel--wide { grid-column: 1 / -1; }
.fp-panel__title { margin: 0 0 0.5rem; font-size: 1.1rem; }
.fp-panel__title:focus { outline: none; }
.fp-panel__title:focus-visible { outline: 2px solid ${focus}; outline-offset: 2px; }
.fp-panel__subtitle { margin: 1rem 0 0.25rem; font-size: 0.9375rem; font-weight: 600; text-align: start; }
.fp-panel__quiet { color: ${muted}; margin: 0 0 0.5rem; }
.fp-panel__skeleton { display: flex; flex-direction: column; gap: 0.5rem; }
.fp-panel__skeleton .fp-skeleton { width: 100%; }
.fp-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.fp-table th, .fp-table td { text-align: start; padding: 0.5rem 0.75rem 0.5rem 0; border-block-end: 1px solid ${border}; }
.fp-table .fp-num { text-align: end; white-space: nowrap; }
.fp-table thead th { font-size: 0.8125rem; font-weight: 600; }
.fp-table tbody th { font-weight: 500; }
.fp-currencies { list-style: none; margin: 0 0 0.5rem; padding: 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr)); }
.fp-currency { background: ${bg}; border: 1px solid ${border}; border-radius: ${radius}; padding: 0.625rem 0.875rem; min-width: 0; }
.fp-currency__code { margin: 0; font-size: 0.8125rem; font-weight: 600; letter-spacing: 0.04em; }
.fp-currency__code abbr { text-decoration: none; }
.fp-currency__sums { margin: 0.25rem 0 0; font-variant-numeric: tabular-nums; }
.fp-currency__total dd { margin: 0 0 0.25rem; font-size: 1.25rem; font-weight: 600; line-height: 1.3; overflow-wrap: anywhere; }
.fp-currency__part { display: flex; flex-wrap: wrap; justify-content: space-between; column-gap: 0.5rem; font-size: 0.8125rem; }
.fp-currency__part dt { color: ${muted}; }
.fp-currency__part dd { margin: 0; }
@container (max-width: 30rem) {
  .fp-table .fp-wide-only { display: none; }
  .fp-table th, .fp-table td { padding-inline-end: 0.5rem; }
  .fp-table { font-size: 0.875rem; }
  .fp-table tbody th { overflow-wrap: anywhere; }
  .fp-currencies { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.5rem; }
  .fp-currency { padding: 0.5rem 0.625rem; }
  .fp-currency__total dd { font-size: 1rem; }
  /* Each amount on a line of its own, under its name: no tile breaks a number (issue 38). */
  .fp-currency__part { flex-direction: column; }
}
.fp-switches { display: flex; flex-wrap: wrap; gap: 0 1.5rem; }
.fp-radios { border: 0; padding: 0; margin: 0 0 0.5rem; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.fp-radios > legend { padding: 0; margin-block-end: 0.25rem; width: 100%; }
.fp-radio { display: inline-flex; align-items: center; gap: 0.35rem; }
.fp-stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.5rem 1rem; }
.fp-stats dl { margin: 0; }
.fp-stats__row { display: flex; justify-content: space-between; gap: 1rem; padding-block: 0.125rem; }
.fp-stats dd { margin: 0; font-variant-numeric: tabular-nums; }
.fp-chart-box { width: 100%; min-width: 0; }
.fp-chart { width: 100%; height: auto; display: block; overflow: visible; }
.fp-skeleton.fp-chart { aspect-ratio: 640 / 220; }
.fp-chart__bar { fill: var(--fp-chart-bar, ${primary}); }
.fp-chart__bar:hover { fill: var(--fp-chart-bar-hover, var(--fp-secondary, #6c757d)); }
.fp-chart__axis { stroke: ${muted}; stroke-width: 1; }
.fp-chart__grid { stroke: ${border}; stroke-width: 1; stroke-dasharray: 2 3; }
.fp-chart__label { fill: ${muted}; font-size: 11px; font-variant-numeric: tabular-nums; }
.fp-chart__title { font-weight: 600; }
.fp-announcements { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.fp-announcement__title { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
.fp-announcement__message { margin: 0.125rem 0 0; white-space: pre-line; overflow-wrap: anywhere; }
.fp-announcement__date { color: ${muted}; font-size: 0.875em; }
.fp-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
`;
