import { DARK_TOKENS } from '@flexportal/react';

/** The tokens of a theme named on the loader's tag (`data-theme`): `dark`, else none. */
export function schemeTokens(theme: string | undefined): Readonly<Record<string, string>> {
  return theme === 'dark' ? DARK_TOKENS : {};
}

/**
 * Puts a scheme's tokens on the given elements through one constructable stylesheet
 * adopted by the document (custom properties inherit into their shadow roots; no
 * `<style>` and no `style=""`, so a strict CSP holds). The elements paint their own
 * background and text colour too: light text on a partner's white page would be
 * unreadable. Does nothing for no tokens.
 */
export function adoptScheme(
  doc: Document,
  tags: readonly string[],
  tokens: Readonly<Record<string, string>>,
): void {
  const entries = Object.entries(tokens);
  if (!entries.length || !tags.length || !doc.adoptedStyleSheets) return;
  const sheet = new CSSStyleSheet();
  const body = entries.map(([name, value]) => `--fp-${name}: ${value};`).join(' ');
  sheet.replaceSync(
    `${tags.join(', ')} { ${body} color-scheme: dark; background-color: var(--fp-bg); color: var(--fp-fg); }`,
  );
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
