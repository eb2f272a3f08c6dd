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

/** Options of {@link pollWhileVisible}. */
export interface PollOptions {
  /** The work of one round (a refresh); called at once and then every `intervalMs`. */
  run: () => void;
  /** Time between rounds, in ms. */
  intervalMs: number;
  /** Page visibility; defaults to the document's. */
  visibility?: VisibilitySource;
}

/**
 * Runs `run` at once and every `intervalMs` while the page is visible, as the rates poll:
 * when the page is hidden the timer stops, and when it shows again `run` is called at once
 * and the timer starts over. Returns the stop.
 */
export function pollWhileVisible(options: PollOptions): () => void {
  const visibility = options.visibility ?? documentVisibility();
  let timer: ReturnType<typeof setInterval> | null = null;
  const sync = () => {
    if (visibility.isHidden()) {
      if (timer) clearInterval(timer);
      timer = null;
    } else if (!timer) {
      timer = setInterval(options.run, options.intervalMs);
      options.run();
    }
  };
  const off = visibility.subscribe(sync);
  sync();
  return () => {
    off();
    if (timer) clearInterval(timer);
    timer = null;
  };
}
