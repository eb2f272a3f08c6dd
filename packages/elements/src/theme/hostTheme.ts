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
 * The tokens of the page's theme, the partner's text and background colours checked first
 * (WCAG AA, 4.5:1; the check is a chunk of its own, loaded only when a host gives `fg` or
 * `bg`). A theme under it is refused: the scheme's own tokens instead, a console error and
 * a `theme-error` event on each of `elements` (contrast.ts, refuseTheme).
 */
export async function hostTokens(
  theme: string | undefined,
  own: Readonly<Record<string, string>>,
  elements: () => Iterable<Element>,
): Promise<Readonly<Record<string, string>>> {
  const tokens = schemeTokens(theme, own);
  if (!('fg' in own || 'bg' in own)) return tokens;
  // A check that cannot load (offline) leaves the partner's colours as they are.
  const check = await import('./contrast.js').catch(() => null);
  return check?.refuseTheme(tokens, elements()) ? schemeTokens(theme) : tokens;
}

/**
 * Whether the host page is dark: `<html data-theme="dark|light">` when it says, else the
 * system's `prefers-color-scheme`.
 */
function hostIsDark(doc: Document): boolean {
  const said = doc.documentElement.dataset.theme;
  if (said === 'dark' || said === 'light') return said === 'dark';
  return doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/**
 * Calls `apply` with the host's scheme now and each time it changes (its `<html
 * data-theme>` or the system's `prefers-color-scheme`): the one place a page's screens
 * follow the host live (the loader's `data-theme="auto"`). Nothing remounts: only the
 * scheme's sheet changes.
 */
export function followHostScheme(doc: Document, apply: (scheme: 'light' | 'dark') => void): void {
  let last: boolean | undefined;
  const check = () => {
    const dark = hostIsDark(doc);
    if (dark === last) return;
    last = dark;
    apply(dark ? 'dark' : 'light');
  };
  new MutationObserver(check).observe(doc.documentElement, { attributeFilter: ['data-theme'] });
  doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', check);
  check();
}

/** Each document's one scheme sheet, the tags it styles, whether it is adopted yet. */
const sheets = new WeakMap<
  Document,
  { sheet: CSSStyleSheet; tags: Set<string>; adopted: boolean }
>();

/**
 * Puts a scheme's tokens on the given elements (and on those of earlier calls) through one
 * constructable stylesheet adopted by the document (custom properties inherit into their
 * shadow roots; no `<style>` and no `style=""`, so a strict CSP holds). A later call
 * replaces the tokens: a scheme switch restyles the screens without remounting them. In
 * the dark scheme the elements paint their own background and text colour too: light text
 * on a partner's white page would be unreadable. No tokens: no sheet, or an empty one.
 */
export function adoptScheme(
  doc: Document,
  tags: readonly string[],
  tokens: Readonly<Record<string, string>>,
  dark = true,
): void {
  if (!doc.adoptedStyleSheets) return;
  let own = sheets.get(doc);
  if (!own) {
    own = { sheet: new CSSStyleSheet(), tags: new Set(), adopted: false };
    sheets.set(doc, own);
  }
  for (const tag of tags) own.tags.add(tag);
  const entries = Object.entries(tokens);
  if (!entries.length || !own.tags.size) {
    if (own.adopted) own.sheet.replaceSync('');
    return;
  }
  if (!own.adopted) {
    own.adopted = true;
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, own.sheet];
  }
  const body = entries.map(([name, value]) => `--fp-${name}: ${value};`).join(' ');
  const paint = dark
    ? ' color-scheme: dark; background-color: var(--fp-bg); color: var(--fp-fg);'
    : '';
  own.sheet.replaceSync(`${[...own.tags].join(', ')} { ${body}${paint} }`);
}

/** Our elements on the page: where a refused theme's `theme-error` is fired. */
const ourElements = (doc: Document) => () =>
  [...doc.querySelectorAll('*')].filter((e) => e.localName.startsWith('flexportal-'));

/** Each scheme's checked tokens, once a page (a refused theme is said once). */
const checked = new Map<string | undefined, Promise<Readonly<Record<string, string>>>>();
let shown: string | undefined;
let following = false;

function checkedTokens(
  doc: Document,
  scheme: string | undefined,
  own: Readonly<Record<string, string>>,
) {
  let tokens = checked.get(scheme);
  if (!tokens) {
    tokens = hostTokens(scheme, own, ourElements(doc));
    checked.set(scheme, tokens);
  }
  return tokens;
}

/**
 * Frame mode's theme: the scheme of `data-theme` and its checked tokens ({@link
 * hostTokens}), given to `apply` now and, with `auto`, again each time the host's scheme
 * changes ({@link followHostScheme}). Resolves once the first is applied.
 */
export function frameTheme(
  doc: Document,
  theme: string | undefined,
  own: Readonly<Record<string, string>>,
  apply: (scheme: 'light' | 'dark', tokens: Readonly<Record<string, string>>) => void,
): Promise<void> {
  return new Promise((done) => {
    let latest: string | undefined;
    const show = (scheme: 'light' | 'dark') => {
      latest = scheme;
      checkedTokens(doc, scheme, own).then((tokens) => {
        if (latest === scheme) apply(scheme, tokens);
        done();
      }, done);
    };
    if (theme === 'auto') followHostScheme(doc, show);
    else show(theme === 'dark' ? 'dark' : 'light');
  });
}

/**
 * Themes the loader's screens of `tags` (a manifest bucket's, as their code arrives) from
 * its tag's `data-theme` and `data-theme-*`: `dark`, `light` (the default), or `auto`, the
 * host's scheme followed live ({@link followHostScheme}); the partner's colours are checked
 * first ({@link hostTokens}).
 */
export function themePage(
  doc: Document,
  tags: readonly string[],
  theme: string | undefined,
  own: Readonly<Record<string, string>>,
): void {
  const show = (scheme: string | undefined) => {
    shown = scheme;
    checkedTokens(doc, scheme, own).then(
      (t) => shown === scheme && adoptScheme(doc, tags, t, scheme === 'dark'),
      () => undefined,
    );
  };
  if (theme !== 'auto') show(theme);
  else if (following) show(shown);
  else {
    following = true;
    followHostScheme(doc, show);
  }
}
