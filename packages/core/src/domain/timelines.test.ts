import { describe, expect, it } from 'vitest';
import {
  isTimelineNote,
  TIMELINE_ENTITY_CLASSES,
  TIMELINE_NOTE_MAX,
  timelineEntityId,
  timelineNoteProblem,
} from './timelines.js';

describe('timelines (AC-2admin-09, AC-3-27, AC-7admin-22)', () => {
  it('knows the entity classes the sandbox serves, in menu order', () => {
    expect(TIMELINE_ENTITY_CLASSES).toEqual([
      'transactions',
      'users',
      'companies',
      'bank-accounts',
    ]);
  });

  it('refuses an empty or whitespace note and one longer than the server takes, after trimming', () => {
    expect(timelineNoteProblem('')).toBe('required');
    expect(timelineNoteProblem('  \n ')).toBe('required');
    expect(timelineNoteProblem(' Called the customer ')).toBeNull();
    expect(timelineNoteProblem('x'.repeat(TIMELINE_NOTE_MAX))).toBeNull();
    expect(timelineNoteProblem(`  ${'x'.repeat(TIMELINE_NOTE_MAX)}  `)).toBeNull();
    expect(timelineNoteProblem('x'.repeat(TIMELINE_NOTE_MAX + 1))).toBe('tooLong');
  });

  it('tells notes from recorded events', () => {
    expect(isTimelineNote({ kind: 'note' })).toBe(true);
    expect(isTimelineNote({ kind: 'settled' })).toBe(false);
  });

  it('reads the numeric id of a timeline route only', () => {
    expect(timelineEntityId('12')).toBe(12);
    expect(timelineEntityId(7)).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '012', '99999999999', undefined, null])
      expect(timelineEntityId(bad), String(bad)).toBeNull();
  });
});
