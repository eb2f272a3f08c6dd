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

/**
 * Why a note cannot be sent as it is (nothing written, or too much), or null: the server trims it, then wants 1 to
 * {@link TIMELINE_NOTE_MAX} characters.
 */
export function timelineNoteProblem(text: string): 'required' | 'tooLong' | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'required';
  return trimmed.length > TIMELINE_NOTE_MAX ? 'tooLong' : null;
}

/** An administrator's note among a timeline's recorded events (`kind` 'note'). */
export const isTimelineNote = (event: { kind: string }): boolean => event.kind === 'note';

/** The id of a timeline route (`/admin/timelines/{class}/{id}`, id numeric), or null. */
export function timelineEntityId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2147483647 ? Number(text) : null;
}
