/** Tells whether the page is hidden and when that changes; injected so it tests without a DOM. */
export interface VisibilitySource {
  /** True while the page is hidden (no polling then). */
  isHidden(): boolean;
  /** Calls `listener` on each change; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Always visible: servers and tests. */
export const alwaysVisible: VisibilitySource = {
  isHidden: () => false,
  subscribe: () => () => {},
};

/** The page's `document.visibilityState`, read only when called (never at import). */
export function documentVisibility(): VisibilitySource {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc || typeof doc.addEventListener !== 'function') return alwaysVisible;
  return {
    isHidden: () => doc.visibilityState === 'hidden',
    subscribe(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}
