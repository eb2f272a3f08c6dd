import { DARK_TOKENS } from '@flexportal/react';

/**
 * The tokens of the loader tag's theme: the scheme's (`data-theme="dark"`: the dark
 * tokens; else none, the light scheme being every token's default), then the partner's
 * own (`data-theme-primary`, `data-theme-font`, …), which win.
 */
export function schemeTokens(
  theme: string | undefined,
  own: Readonly<Record<string, string>> = {},
): Readonly<Record<string, string>> {
  const scheme = theme === 'dark' ? DARK_TOKENS : {};
  return Object.keys(own).length ? { ...scheme, ...own } : scheme;
}

/**
 * Puts a scheme's tokens on the given elements through one constructable stylesheet
 * adopted by the document (custom properties inherit into their shadow roots; no
 * `<style>` and no `style=""`, so a strict CSP holds). In the dark scheme the elements
 * paint their own background and text colour too: light text on a partner's white page
 * would be unreadable. Does nothing for no tokens.
 */
export function adoptScheme(
  doc: Document,
  tags: readonly string[],
  tokens: Readonly<Record<string, string>>,
  dark = true,
): void {
  const entries = Object.entries(tokens);
  if (!entries.length || !tags.length || !doc.adoptedStyleSheets) return;
  const sheet = new CSSStyleSheet();
  const body = entries.map(([name, value]) => `--fp-${name}: ${value};`).join(' ');
  const paint = dark
    ? ' color-scheme: dark; background-color: var(--fp-bg); color: var(--fp-fg);'
    : '';
  sheet.replaceSync(`${tags.join(', ')} { ${body}${paint} }`);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
