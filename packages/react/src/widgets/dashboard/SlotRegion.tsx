import type { ReactNode } from 'react';

/** Props of {@link SlotRegion}. */
export interface SlotRegionProps {
  /** The region's accessible name. */
  label: string;
  /** The `<slot>` name used when there is no content (custom element mode). */
  name: string;
  /** Content the host passes; wins over the slot. */
  content: ReactNode | undefined;
  /** Render a `<slot>` when `content` is absent. */
  useSlots: boolean;
}

/**
 * A labelled region for content the host supplies (latest notifications or tickets):
 * the React content when given, else a named `<slot>` for the custom element's light
 * DOM, else nothing. No visible heading: the slotted widget brings its own.
 */
export function SlotRegion({ label, name, content, useSlots }: SlotRegionProps) {
  if (content === undefined || content === null) {
    if (!useSlots) return null;
  }
  return (
    <section className="fp-panel" part="panel" aria-label={label}>
      {content ?? <slot name={name} />}
    </section>
  );
}
