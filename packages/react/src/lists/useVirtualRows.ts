import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type VirtualWindow, virtualWindow } from './virtualWindow.js';

// Used until the container can be measured (jsdom, or before layout): the CSS max height.
const FALLBACK_VIEWPORT = 600;

/** The window of a virtualised table and what its scroll container needs. */
export interface VirtualRows {
  /** Rows to render and spacer heights; every row when not enabled. */
  window: VirtualWindow;
  /** Ref of the scroll container. */
  ref: RefObject<HTMLDivElement | null>;
  /** Scroll handler of the container. */
  onScroll: () => void;
}

/**
 * Tracks which of `count` fixed-height rows a scroll container shows. Renders again only
 * when the first visible row changes, not on every scroll pixel.
 */
export function useVirtualRows(count: number, rowHeight: number, enabled: boolean): VirtualRows {
  const ref = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState({ firstRow: 0, height: FALLBACK_VIEWPORT });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const firstRow = Math.floor(el.scrollTop / rowHeight);
    // Never more than the window shows: before the list's stylesheet applies, the container
    // has no max height and would measure every row, rendering them all for one commit.
    const screen = el.ownerDocument.defaultView?.innerHeight || FALLBACK_VIEWPORT;
    const height = Math.min(el.clientHeight || FALLBACK_VIEWPORT, screen);
    setView((v) => (v.firstRow === firstRow && v.height === height ? v : { firstRow, height }));
  }, [rowHeight]);

  useLayoutEffect(() => {
    if (!enabled) return;
    measure();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, measure]);

  const range = enabled
    ? virtualWindow({
        count,
        rowHeight,
        scrollTop: view.firstRow * rowHeight,
        viewportHeight: view.height,
      })
    : { start: 0, end: count, padTop: 0, padBottom: 0 };
  return { window: range, ref, onScroll: enabled ? measure : noop };
}

function noop() {}
