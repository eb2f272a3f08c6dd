import { DARK_TOKENS } from '@flexportal/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio, refuseTheme } from './contrast.js';

describe('contrastRatio: WCAG relative luminance', () => {
  it('reads 21:1 for black on white and 1:1 for a colour on itself, either order', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777')).toBe(1);
  });

  it("matches WCAG's figures around the 4.5 line", () => {
    // #767676 on white is the lightest grey that passes AA; #777777 fails it.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('rgb(118, 118, 118)', 'rgb(255,255,255)')).toBeCloseTo(4.54, 2);
  });

  it('leaves alone what it cannot read: named, var(), translucent colours', () => {
    expect(contrastRatio('red', '#fff')).toBeNull();
    expect(contrastRatio('#000', 'var(--x)')).toBeNull();
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeNull();
    expect(contrastRatio('#12', '#fff')).toBeNull();
  });

  it("passes the product's own schemes", () => {
    expect(contrastRatio('#212529', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio(DARK_TOKENS.fg ?? '', DARK_TOKENS.bg ?? '')).toBeGreaterThan(4.5);
  });
});

describe('refuseTheme', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses text under 4.5:1 with one console error and a theme-error on each element', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    document.body.append(el);
    const heard = vi.fn();
    document.addEventListener('theme-error', heard);
    expect(refuseTheme({ fg: '#999', bg: '#fff' }, [el])).toBe(true);
    expect(error).toHaveBeenCalledOnce();
    expect(heard).toHaveBeenCalledOnce();
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ fg: '#999', bg: '#fff', ratio: 2.85 });
    expect(event.composed).toBe(true);
    document.removeEventListener('theme-error', heard);
    el.remove();
  });

  it('keeps a readable theme, or one it cannot read, silently; an unset colour is the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(refuseTheme({ fg: '#000', bg: '#fafafa' }, [])).toBe(false);
    expect(refuseTheme({ primary: '#7b2cbf' }, [])).toBe(false);
    expect(refuseTheme({ fg: 'rebeccapurple' }, [])).toBe(false);
    // A light background alone, with the default dark text: fine; a dark one is not.
    expect(refuseTheme({ bg: '#f0f0f0' }, [])).toBe(false);
    expect(refuseTheme({ bg: '#333333' }, [])).toBe(true);
    expect(error).toHaveBeenCalledOnce();
  });
});
