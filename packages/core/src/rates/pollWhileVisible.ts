import { documentVisibility, type VisibilitySource } from './visibility.js';

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
