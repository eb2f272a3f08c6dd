import { describe, expect, it, vi } from 'vitest';
import { printElement } from './print.js';

describe('print helper', () => {
  it("answers core's code with the id when the element is missing (PP-8-16)", () => {
    expect(printElement('receipt')).toEqual({
      code: 'list.printMissing',
      params: { id: 'receipt' },
    });
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

describe('print helper in a shadow root', () => {
  it('finds the target inside the root and marks the page for printing', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const table = document.createElement('table');
    table.id = 'rows';
    root.append(table);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(table.classList.contains('fp-print-target')).toBe(true);
      expect(document.documentElement.classList.contains('fp-printing')).toBe(true);
    });
    // The spy of the test above is the same one: count this test's calls only.
    print.mockClear();
    expect(printElement('rows')?.params).toEqual({ id: 'rows' });
    expect(printElement('rows', root)).toBeNull();
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
    host.remove();
  });
});
