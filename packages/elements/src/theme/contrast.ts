// The text contrast check of a partner's theme (WCAG 2.x, 1.4.3 AA: 4.5:1). Loaded only when
// a host passes its own text or background colour (hostTokens): no page pays for it otherwise.

/** The least contrast of text on its background (WCAG 1.4.3, AA for normal text). */
const MIN_TEXT_CONTRAST = 4.5;

/** sRGB channels 0..255 of `#rgb`, `#rrggbb` or `rgb(r, g, b)`; null for any other colour. */
function channels(colour: string): number[] | null {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*1\s*)?\)$/.exec(
    value,
  );
  return rgb
    ? rgb
        .slice(1, 4)
        .map(Number)
        .map((c) => Math.min(c, 255))
    : null;
}

/** WCAG relative luminance of sRGB channels 0..255. */
function luminance([r = 0, g = 0, b = 0]: readonly number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The WCAG contrast ratio of two colours (1 to 21, either order), or null when one of them
 * is not a colour this check reads (`#rgb`, `#rrggbb`, opaque `rgb()`): a named colour, a
 * `var()` or a translucent one cannot be judged here and is not refused.
 */
export function contrastRatio(a: string, b: string): number | null {
  const [x, y] = [channels(a), channels(b)];
  if (!x || !y) return null;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What a refused theme's `theme-error` event carries. */
export interface ThemeRefused {
  /** The text colour asked for (`--fp-fg`, the scheme's when not given). */
  fg: string;
  /** The background asked for (`--fp-bg`, the scheme's when not given). */
  bg: string;
  /** Their contrast ratio, rounded to two decimals: under 4.5. */
  ratio: number;
}

/**
 * Whether tokens must be refused: their text (`fg`) on their background (`bg`), each the
 * light scheme's default when not given, contrasts under 4.5:1. When so, says it once on the
 * console and fires `theme-error` (bubbling, composed, {@link ThemeRefused}) on each of
 * `elements`, as a chunk that cannot load fires `load-error`.
 */
export function refuseTheme(
  tokens: Readonly<Record<string, string>>,
  elements: Iterable<Element>,
): boolean {
  const { fg = '#212529', bg = '#ffffff' } = tokens;
  const ratio = contrastRatio(fg, bg);
  if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return false;
  const detail: ThemeRefused = { fg, bg, ratio: Math.round(ratio * 100) / 100 };
  console.error(
    `[flexportal] theme refused: text ${fg} on ${bg} contrasts ${detail.ratio}:1, under ${MIN_TEXT_CONTRAST}:1; the default colours stay`,
  );
  for (const element of elements)
    element.dispatchEvent(
      new CustomEvent('theme-error', { detail, bubbles: true, composed: true }),
    );
  return true;
}
