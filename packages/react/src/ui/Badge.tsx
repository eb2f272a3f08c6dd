import type { ReactNode } from 'react';

/** What a badge's colour says: done, under way, needs attention, refused, or nothing. */
export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The colour, always beside the words (colour alone says nothing to some readers). */
  tone: BadgeTone;
  /** The badge's words. */
  children: ReactNode;
}

/**
 * A short status in words on a tinted pill with a dot (the kit's `.fp-badge`, AA contrast
 * in both schemes). CSS part `badge`; `data-tone` names the colour.
 */
export function Badge({ tone, children }: BadgeProps) {
  return (
    <span className="fp-badge" part="badge" data-tone={tone}>
      {children}
    </span>
  );
}
