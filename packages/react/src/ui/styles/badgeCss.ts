// Each tone: its colour as [r, g, b], tinting the pill and filling its dot.
const TONES: Readonly<Record<string, readonly [number, number, number]>> = {
  success: [25, 135, 84],
  info: [13, 110, 253],
  warning: [245, 159, 0],
  danger: [220, 53, 69],
  neutral: [134, 142, 150],
};

/**
 * The badge's styles (`Badge`), for the sheets of screens that show one (not every screen
 * needs them, so they stay out of the kit). The words keep the text colour on a light tint
 * of the tone, which is AA on either scheme's background without tokens of its own; the
 * dot carries the tone at full strength. `--fp-badge-<tone>` overrides a tone's colour.
 */
export const badgeCss = `.fp-badge { display: inline-flex; align-items: center; gap: 0.375rem; padding: 0.125rem 0.5rem; border-radius: 1rem; font-size: 0.8125em; font-weight: 600; line-height: 1.4; white-space: nowrap; color: inherit; }
.fp-badge::before { content: ""; inline-size: 0.5rem; block-size: 0.5rem; border-radius: 50%; background: var(--fp-badge-dot); }
${Object.entries(TONES)
  .map(
    ([tone, [r, g, b]]) =>
      `.fp-badge[data-tone="${tone}"] { --fp-badge-dot: var(--fp-badge-${tone}, rgb(${r} ${g} ${b})); background: rgb(${r} ${g} ${b} / 0.18); }`,
  )
  .join('\n')}`;
