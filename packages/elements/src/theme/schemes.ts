/**
 * The dark scheme's token values (names without `--fp-`), readable on its background with
 * any white-label primary (WCAG AA). The light scheme is every token's default, so it
 * needs none. The portal's stylesheet carries the same values for `html[data-scheme]`.
 */
export const DARK_TOKENS: Readonly<Record<string, string>> = {
  bg: '#1b1f23',
  fg: '#e4e7eb',
  muted: '#adb5bd',
  border: '#495057',
  link: '#9ec5fe',
  'secondary-text': '#ced4da',
  danger: '#ff8787',
};

/** The tokens of a theme named on the loader's tag (`data-theme`): `dark`, else none. */
export function schemeTokens(theme: string | undefined): Readonly<Record<string, string>> {
  return theme === 'dark' ? DARK_TOKENS : {};
}

/**
 * Puts a scheme's tokens on the given elements through one constructable stylesheet
 * adopted by the document (custom properties inherit into their shadow roots; no
 * `<style>` and no `style=""`, so a strict CSP holds). Does nothing for no tokens.
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
  sheet.replaceSync(`${tags.join(', ')} { ${body} color-scheme: dark; }`);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
