// The runtime's side of the loader's theme: nothing to do for the light scheme's defaults;
// anything else (`data-theme="dark"` or `"auto"`, the partner's `data-theme-*`) loads the
// theme module (hostTheme.ts: the scheme's sheet, the host's scheme followed live, the
// partner's colours checked), a chunk no plain page downloads.

/**
 * Themes the screens of `tags` from the loader tag's `data-theme` and `data-theme-*`
 * (hostTheme.ts, themePage). The loader calls it as soon as it knows a bucket's tags, so
 * the theme module downloads beside the screen's code.
 */
export function themePage(
  doc: Document,
  tags: readonly string[],
  theme: string | undefined,
  own: Readonly<Record<string, string>>,
): void {
  if (!theme && !Object.keys(own).length) return;
  import('./hostTheme.js').then(
    (m) => m.themePage(doc, tags, theme, own),
    (error: unknown) => console.error('[flexportal] the theme could not load', error),
  );
}
