/** Pages with more rows than this render only the rows in view (plus overscan). */
export const VIRTUALIZE_OVER = 60;
/** The fixed row height of a virtualised table, in CSS pixels. */
export const VIRTUAL_ROW_HEIGHT = 40;
/** Rows rendered beyond each edge of the view, so fast scrolling shows no blank. */
const VIRTUAL_OVERSCAN = 8;

/** The rows to render and the space the others take. */
export interface VirtualWindow {
  /** First rendered row index. */
  start: number;
  /** One past the last rendered row index. */
  end: number;
  /** Height of the rows above the window, in px (the top spacer row). */
  padTop: number;
  /** Height of the rows below the window, in px (the bottom spacer row). */
  padBottom: number;
}

/** Input of {@link virtualWindow}. */
export interface VirtualWindowInput {
  /** Number of rows. */
  count: number;
  /** Fixed height of a row, in px. */
  rowHeight: number;
  /** Scroll offset of the container, in px. */
  scrollTop: number;
  /** Visible height of the container, in px. */
  viewportHeight: number;
  /** Rows beyond each edge; default {@link VIRTUAL_OVERSCAN}. */
  overscan?: number;
}

/**
 * The window of rows a scroll container of fixed-height rows shows. Fixed heights make
 * this plain arithmetic, which is why the product carries these lines instead of a
 * virtualisation library (about 10 KB gz that would land in every partner page).
 */
export function virtualWindow({
  count,
  rowHeight,
  scrollTop,
  viewportHeight,
  overscan = VIRTUAL_OVERSCAN,
}: VirtualWindowInput): VirtualWindow {
  const rows = Math.max(0, Math.floor(count));
  const h = Math.max(1, rowHeight);
  const top = Math.max(0, scrollTop);
  const start = Math.min(rows, Math.max(0, Math.floor(top / h) - overscan));
  const end = Math.min(rows, Math.ceil((top + Math.max(0, viewportHeight)) / h) + overscan);
  return {
    start,
    end: Math.max(start, end),
    padTop: start * h,
    padBottom: (rows - Math.max(start, end)) * h,
  };
}
