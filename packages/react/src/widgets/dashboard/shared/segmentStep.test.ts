import { describe, expect, it } from 'vitest';
import { segmentStep } from './segmentStep.js';

describe('segmentStep', () => {
  const none = [false, false, false, false];

  it('steps with the arrows and wraps around', () => {
    expect(segmentStep('ArrowRight', 0, none)).toBe(1);
    expect(segmentStep('ArrowDown', 3, none)).toBe(0);
    expect(segmentStep('ArrowLeft', 0, none)).toBe(3);
    expect(segmentStep('ArrowUp', 2, none)).toBe(1);
  });

  it('goes to the ends with Home and End, and skips what cannot be chosen', () => {
    const some = [true, false, true, false];
    expect(segmentStep('Home', 3, some)).toBe(1);
    expect(segmentStep('End', 1, some)).toBe(3);
    expect(segmentStep('ArrowRight', 1, some)).toBe(3);
    expect(segmentStep('ArrowRight', 3, some)).toBe(1);
  });

  it('ignores other keys and a group with nothing choosable', () => {
    expect(segmentStep('Enter', 1, none)).toBeNull();
    expect(segmentStep('ArrowRight', 0, [true, true])).toBeNull();
  });
});
