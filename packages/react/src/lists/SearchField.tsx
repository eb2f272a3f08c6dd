import { useEffect, useState } from 'react';
import { Field } from '../ui/Field.js';
import type { ListStateControls } from './useListState.js';

/** How long typing pauses before the search runs: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** The list's state and setters. */
  controls: ListStateControls;
  /** The box's label. */
  label: string;
  /** The filter it writes; default `search`. */
  name?: string;
  /** Longest text accepted. */
  maxLength?: number;
}

/**
 * A list's search box: the text goes into the list state (so the URL carries it) once
 * typing pauses, or at once on Enter. A state changed from outside (the URL, a menu link,
 * the host) shows in the box; the box's own committed text (spaces trimmed) stays as typed.
 */
export function SearchField({ controls, label, name = 'search', maxLength }: SearchFieldProps) {
  const current = String(controls.state.filters[name] ?? '');
  const [text, setText] = useState(current);
  useEffect(() => setText((typed) => (typed.trim() === current ? typed : current)), [current]);
  const { setFilters } = controls;
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => setFilters({ [name]: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, current, name, setFilters]);
  return (
    <Field
      label={label}
      type="search"
      value={text}
      {...(maxLength ? { maxLength } : {})}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') setFilters({ [name]: text.trim() });
      }}
    />
  );
}
