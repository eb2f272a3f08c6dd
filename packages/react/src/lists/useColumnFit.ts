import { type RefObject, useLayoutEffect } from 'react';
import type { ColumnPriority } from './columnPriority.js';
import { hidingSteps } from './columnPriority.js';

/**
 * Fits a table's columns to its container: on every render and window resize it tries the
 * steps of {@link hidingSteps} until the table is no wider than the container, marking the
 * container `data-hide="4 3"` (the stylesheet hides those priorities' cells) and
 * `data-fits` when it fits (the container then stops being a scroll box, so the header
 * sticks to the page). Attributes only, so a strict CSP holds.
 */
export function useColumnFit(
  ref: RefObject<HTMLElement | null>,
  priorities: readonly (ColumnPriority | undefined)[],
): void {
  // Every render: new rows or columns change the widths.
  useLayoutEffect(() => {
    const wrap = ref.current;
    if (!wrap) return;
    const steps = hidingSteps(priorities);
    const fit = () => {
      const table = wrap.querySelector('table');
      if (!table) return;
      const fits = () => table.offsetWidth <= wrap.clientWidth;
      // Columns hide before their text wraps: the steps are measured with the cells of hideable
      // columns on one line (key columns may wrap, they never hide).
      wrap.setAttribute('data-measuring', '');
      for (const step of steps) {
        if (step.length) wrap.setAttribute('data-hide', step.join(' '));
        else wrap.removeAttribute('data-hide');
        if (fits()) break;
      }
      wrap.removeAttribute('data-measuring');
      wrap.toggleAttribute('data-fits', fits());
    };
    fit();
    const view = wrap.ownerDocument.defaultView;
    view?.addEventListener('resize', fit);
    return () => view?.removeEventListener('resize', fit);
  });
}
