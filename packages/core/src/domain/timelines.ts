/**
 * Entity timelines of the administrator area (AC-2admin-09, AC-3-27, AC-7admin-21/22).
 * Zod-free, so the screens and the portal's menu take them without the contract's schemas.
 */

/** Slugs of the entity classes with a timeline, in the order the menu lists them. */
export const TIMELINE_ENTITY_CLASSES = Object.freeze([
  'transactions',
  'users',
  'companies',
  'bank-accounts',
] as const);

/** Longest administrator's note the server accepts. */
export const TIMELINE_NOTE_MAX = 1000;

/** What the note form refuses before sending: nothing written, or too much. */
export type TimelineNoteProblem = 'required' | 'tooLong';

/**
 * Why a note cannot be sent as it is, or null: the server trims it, then wants 1 to
 * {@link TIMELINE_NOTE_MAX} characters.
 */
export function timelineNoteProblem(text: string): TimelineNoteProblem | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'required';
  return trimmed.length > TIMELINE_NOTE_MAX ? 'tooLong' : null;
}

/** An administrator's note among a timeline's recorded events (`kind` 'note'). */
export const isTimelineNote = (event: { kind: string }): boolean => event.kind === 'note';

/**
 * A timeline's entries newest first (ISO instants compare as text); entries of the same
 * instant keep their order. The server already answers so; a list the client grew itself
 * (a note just added) goes through here too.
 */
export function newestFirst<T extends { at: string }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The id of a timeline route (`/admin/timelines/{class}/{id}`, id numeric), or null. */
export function timelineEntityId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2147483647 ? Number(text) : null;
}
