import { type ReactNode, useId } from 'react';

/** Props of {@link TitledStatus}. */
export interface TitledStatusProps {
  /** The screen's title, shown in every state: a host (and a test) finds the screen by it. */
  title: ReactNode;
  /** True while the screen loads what it needs (`aria-busy`). */
  busy: boolean;
  /** The one line: "Loading…", or why there is nothing to show. */
  children: ReactNode;
}

/**
 * A screen's heading over the one line it shows instead of its form: loading, or why the
 * form cannot be used (no account to use it with). Announced politely.
 */
export function TitledStatus({ title, busy, children }: TitledStatusProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {busy ? (
        <p className="fp-hint" role="status" aria-busy="true">
          {children}
        </p>
      ) : (
        <p role="status">{children}</p>
      )}
    </section>
  );
}
