import { Fragment, type ReactNode, useCallback, useId, useRef, useState } from 'react';

/** Props of {@link Panel}. */
export interface PanelProps {
  /** The panel's heading, which also names its region. */
  title: string;
  /** Spans the dashboard's full width (tables and the chart need it). */
  wide?: boolean;
  /**
   * The panel's body. `retry` loads it again: the body is remounted, so its cached reads
   * run again (a failed load is never cached) and every local state starts afresh.
   */
  children: (retry: () => void) => ReactNode;
}

/**
 * One dashboard panel: a labelled region (`part="panel"`) whose body can be reloaded.
 * After a retry the focus goes to the heading, so a keyboard user is not dropped on the
 * page's body when the retry button disappears.
 */
export function Panel({ title, wide = false, children }: PanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    heading.current?.focus();
  }, []);
  return (
    <section
      className={wide ? 'fp-panel fp-panel--wide' : 'fp-panel'}
      part="panel"
      aria-labelledby={id}
    >
      <h3 id={id} ref={heading} className="fp-panel__title" tabIndex={-1}>
        {title}
      </h3>
      <Fragment key={attempt}>{children(retry)}</Fragment>
    </section>
  );
}
