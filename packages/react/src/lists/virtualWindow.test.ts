import { describe, expect, it } from 'vitest';
import { virtualWindow } from './virtualWindow.js';

describe('virtualWindow', () => {
  const base = { count: 250, rowHeight: 40, viewportHeight: 400, overscan: 5 };

  it('renders the first rows plus overscan at the top', () => {
    expect(virtualWindow({ ...base, scrollTop: 0 })).toEqual({
      start: 0,
      end: 15,
      padTop: 0,
      padBottom: 235 * 40,
    });
  });

  it('moves the window with the scroll offset, spacers filling the rest', () => {
    const w = virtualWindow({ ...base, scrollTop: 4000 }); // row 100 at the top
    expect(w.start).toBe(95);
    expect(w.end).toBe(115);
    expect(w.padTop).toBe(95 * 40);
    expect(w.padTop + (w.end - w.start) * 40 + w.padBottom).toBe(250 * 40);
  });

  it('stops at the last row', () => {
    const w = virtualWindow({ ...base, scrollTop: 250 * 40 });
    expect(w.end).toBe(250);
    expect(w.padBottom).toBe(0);
  });

  it('handles no rows and a zero viewport', () => {
    expect(virtualWindow({ ...base, count: 0, scrollTop: 0 })).toEqual({
      start: 0,
      end: 0,
      padTop: 0,
      padBottom: 0,
    });
    expect(virtualWindow({ ...base, viewportHeight: 0, scrollTop: 0 }).end).toBe(5);
  });
});
