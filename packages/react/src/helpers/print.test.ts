import { describe, expect, it, vi } from 'vitest';
import { printElement } from './print.js';

describe('print helper', () => {
  it("answers the spec's text when the element is missing (PP-8)", () => {
    expect(printElement('receipt')).toBe('Element to print #receipt not found!');
  });

  it('prints with only the target marked, and cleans up', () => {
    const el = document.createElement('section');
    el.id = 'receipt';
    document.body.append(el);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(el.classList.contains('fp-print-target')).toBe(true);
      expect(document.documentElement.classList.contains('fp-printing')).toBe(true);
    });
    expect(printElement('receipt')).toBeNull();
    expect(print).toHaveBeenCalledOnce();
    expect(el.classList.contains('fp-print-target')).toBe(false);
    el.remove();
  });
});
