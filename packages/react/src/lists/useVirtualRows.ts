import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type VirtualWindow, virtualWindow } from './virtualWindow.js';

// Used until the window can be measured (jsdom before layout).
const FALLBACK_VIEWPORT = 600;

/** The window of a virtualised table and what its container needs. */
export interface VirtualRows {
  /** Rows to render and spacer heights; every row when not enabled. */
  window: VirtualWindow;
  /** Ref of the table's container. */
  ref: RefObject<HTMLDivElement | null>;
}

/**
 * Tracks which of `count` fixed-height rows the window shows. The table has no scroll box of
 * its own (issue 38: one scroll): the page scrolls, and any scroll of an ancestor (captured
 * on the document) or a resize measures where the table's top is against the window.
 * Renders again only when the first visible row changes, not on every scroll pixel.
 */
export function useVirtualRows(count: number, rowHeight: number, enabled: boolean): VirtualRows {
  const ref = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState({ firstRow: 0, height: FALLBACK_VIEWPORT });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const firstRow = Math.floor(Math.max(0, -el.getBoundingClientRect().top) / rowHeight);
    const height = el.ownerDocument.defaultView?.innerHeight || FALLBACK_VIEWPORT;
    setView((v) => (v.firstRow === firstRow && v.height === height ? v : { firstRow, height }));
  }, [rowHeight]);

  useLayoutEffect(() => {
    if (!enabled) return;
    measure();
    const doc = ref.current?.ownerDocument;
    const win = doc?.defaultView;
    const options = { capture: true, passive: true } as const;
    doc?.addEventListener('scroll', measure, options);
    win?.addEventListener('resize', measure);
    return () => {
      doc?.removeEventListener('scroll', measure, options);
      win?.removeEventListener('resize', measure);
    };
  }, [enabled, measure]);

  const range = enabled
    ? virtualWindow({
        count,
        rowHeight,
        scrollTop: view.firstRow * rowHeight,
        viewportHeight: view.height,
      })
    : { start: 0, end: count, padTop: 0, padBottom: 0 };
  return { window: range, ref };
}
