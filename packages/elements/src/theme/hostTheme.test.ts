import { DARK_TOKENS } from '@flexportal/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptScheme, schemeTokens } from './hostTheme.js';

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

/** A fresh copy of the module (its page state), on jsdom's document given a sheet list. */
async function freshPage() {
  vi.resetModules();
  Object.defineProperty(document, 'adoptedStyleSheets', {
    value: [],
    writable: true,
    configurable: true,
  });
  const tag = document.createElement('flexportal-rate');
  document.body.append(tag);
  const rule = () => document.adoptedStyleSheets.at(-1)?.cssRules[0] as CSSStyleRule | undefined;
  const token = (name: string) => rule()?.style.getPropertyValue(`--fp-${name}`).trim();
  return { ...(await import('./hostTheme.js')), tag, rule, token };
}

/** A system colour scheme the test switches (jsdom has no matchMedia). */
function fakeSystemScheme() {
  const query = Object.assign(new EventTarget(), { matches: false });
  vi.stubGlobal('matchMedia', () => query);
  return (dark: boolean) => {
    query.matches = dark;
    query.dispatchEvent(new Event('change'));
  };
}

describe('themePage: the loader\'s data-theme, "auto" following the host live', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete document.documentElement.dataset.theme;
    document.body.replaceChildren();
  });

  it('follows <html data-theme> and prefers-color-scheme, restyling the one sheet, never the screens', async () => {
    const system = fakeSystemScheme();
    const { themePage, tag, rule, token } = await freshPage();
    const shadow = tag.attachShadow({ mode: 'open' });
    shadow.append(document.createElement('input'));
    const input = shadow.firstElementChild;
    themePage(document, ['flexportal-rate'], 'auto', { primary: '#7b2cbf' });
    await vi.waitFor(() => expect(token('primary')).toBe('#7b2cbf'));
    expect(token('bg')).toBe('');
    // The system turns dark: the dark tokens, the partner's primary kept.
    system(true);
    await vi.waitFor(() => expect(token('bg')).toBe('#1b1f23'));
    expect(token('primary')).toBe('#7b2cbf');
    // The host's own attribute wins over the system's wish.
    document.documentElement.dataset.theme = 'light';
    await vi.waitFor(() => expect(token('bg')).toBe(''));
    document.documentElement.dataset.theme = 'dark';
    await vi.waitFor(() => expect(token('fg')).toBe('#e4e7eb'));
    expect(rule()?.selectorText).toBe('flexportal-rate');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    // The same element and its content: nothing remounted.
    expect(document.querySelector('flexportal-rate')).toBe(tag);
    expect(shadow.firstElementChild).toBe(input);
  });

  it('refuses a theme whose text contrasts under 4.5:1: default tokens, one error, theme-error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { themePage, tag, token } = await freshPage();
    const heard = vi.fn();
    tag.addEventListener('theme-error', heard);
    themePage(document, ['flexportal-rate'], 'dark', { fg: '#555555', primary: '#7b2cbf' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledOnce());
    expect(heard.mock.calls[0]?.[0]).toMatchObject({
      detail: {
        fg: '#555555',
        bg: '#1b1f23',
        ratio: 2.22,
      },
    });
    // The dark scheme's own tokens, none of the partner's.
    await vi.waitFor(() => expect(token('fg')).toBe('#e4e7eb'));
    expect(token('primary')).toBe('');
    // A second bucket's tags: the same verdict, said once.
    themePage(document, ['flexportal-withdrawal'], 'dark', { fg: '#555555', primary: '#7b2cbf' });
    await vi.waitFor(() => expect(document.adoptedStyleSheets[0]?.cssRules[0]).toBeTruthy());
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("schemes.ts: the runtime's side", () => {
  it('leaves a light page without tokens alone and loads the theme module for the rest', async () => {
    const { token } = await freshPage();
    const { themePage } = await import('./schemes.js');
    themePage(document, ['flexportal-rate'], undefined, {});
    themePage(document, ['flexportal-rate'], 'light', {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.adoptedStyleSheets).toHaveLength(0);
    themePage(document, ['flexportal-rate'], 'dark', {});
    await vi.waitFor(() => expect(token('bg')).toBe('#1b1f23'));
  });
});

describe('frameTheme: what frame mode sends', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.theme;
  });

  it('applies the scheme once for light or dark, and again at each host change with auto', async () => {
    const system = fakeSystemScheme();
    const { frameTheme } = await freshPage();
    const own = { primary: '#7b2cbf' };
    const fixed = vi.fn();
    await frameTheme(document, 'dark', own, fixed);
    expect(fixed.mock.calls).toEqual([['dark', { ...DARK_TOKENS, ...own }]]);
    const live = vi.fn();
    await frameTheme(document, 'auto', own, live);
    expect(live.mock.calls).toEqual([['light', own]]);
    system(true);
    await vi.waitFor(() =>
      expect(live).toHaveBeenLastCalledWith('dark', { ...DARK_TOKENS, ...own }),
    );
    document.documentElement.dataset.theme = 'light';
    await vi.waitFor(() => expect(live).toHaveBeenLastCalledWith('light', own));
    expect(fixed).toHaveBeenCalledOnce();
  });
});
