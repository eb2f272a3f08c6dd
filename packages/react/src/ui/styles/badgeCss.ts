/** Light badge colours (tinted background, dark text: AA); DARK_TOKENS has the dark ones. */
const BADGE_LIGHT: Readonly<Record<string, readonly [bg: string, fg: string]>> = {
  success: ['#d1e7dd', '#0a3622'],
  info: ['#cfe2ff', '#052c65'],
  warning: ['#fff3cd', '#664d03'],
  danger: ['#f8d7da', '#58151c'],
  neutral: ['#e9ecef', '#343a40'],
};

/**
 * The badge's styles (`Badge`), for the sheets of screens that show one (not every screen
 * needs them, so they stay out of the kit): each tone's colours are
 * `--fp-badge-<tone>-bg/fg` tokens.
 */
export const badgeCss = `.fp-badge { display: inline-flex; align-items: center; gap: 0.375rem; padding: 0.125rem 0.5rem; border-radius: 1rem; font-size: 0.8125em; font-weight: 600; line-height: 1.4; white-space: nowrap; }
.fp-badge::before { content: ""; inline-size: 0.4375rem; block-size: 0.4375rem; border-radius: 50%; background: currentColor; }
${Object.entries(BADGE_LIGHT)
  .map(
    ([tone, [b, f]]) =>
      `.fp-badge[data-tone="${tone}"] { background: var(--fp-badge-${tone}-bg, ${b}); color: var(--fp-badge-${tone}-fg, ${f}); }`,
  )
  .join('\n')}`;
