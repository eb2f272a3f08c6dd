import { DARK_TOKENS } from '@flexportal/react';
import { describe, expect, it } from 'vitest';
import { adoptScheme, schemeTokens } from './schemes.js';

describe('schemes: data-theme on the loader tag', () => {
  it('gives the dark tokens for "dark" and none for anything else', () => {
    expect(schemeTokens('dark')).toBe(DARK_TOKENS);
    expect(schemeTokens('light')).toEqual({});
    expect(schemeTokens(undefined)).toEqual({});
  });

  it('adopts one sheet that sets the tokens on exactly the given tags', () => {
    // jsdom's document has no adoptedStyleSheets; a stand-in holds what is adopted.
    const doc = { adoptedStyleSheets: [] as CSSStyleSheet[] } as unknown as Document;
    adoptScheme(doc, ['flexportal-rate', 'flexportal-withdrawal'], { bg: '#000', fg: '#fff' });
    const sheets = doc.adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    const rule = sheets.at(-1)?.cssRules[0] as CSSStyleRule;
    expect(rule.selectorText).toBe('flexportal-rate, flexportal-withdrawal');
    expect(rule.style.getPropertyValue('--fp-bg').trim()).toBe('#000');
    expect(rule.style.getPropertyValue('--fp-fg').trim()).toBe('#fff');
    // Dark elements paint their own background: light text never lands on a white page.
    expect(rule.style.getPropertyValue('background-color')).toBe('var(--fp-bg)');
    expect(rule.style.getPropertyValue('color')).toBe('var(--fp-fg)');
    adoptScheme(doc, ['flexportal-rate'], {});
    expect(doc.adoptedStyleSheets).toHaveLength(1);
  });
});
