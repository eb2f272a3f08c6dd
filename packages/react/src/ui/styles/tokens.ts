/**
 * The theme's custom properties with their defaults: every stylesheet of the widgets reads
 * colours and radii through these, so a host themes every screen with the same `--fp-*`.
 */
export const primary = 'var(--fp-primary, #0d6efd)';
export const secondary = 'var(--fp-secondary, #6c757d)';
export const danger = 'var(--fp-danger, #dc3545)';
export const bg = 'var(--fp-bg, #ffffff)';
export const fg = 'var(--fp-fg, #212529)';
export const muted = 'var(--fp-muted, #6c757d)';
export const border = 'var(--fp-border, #ced4da)';
export const radius = 'var(--fp-radius, 0.375rem)';
/**
 * The focus ring: the primary colour on light backgrounds; the dark scheme sets a light
 * one, since a white-label primary on the dark background falls under 3:1 (WCAG 1.4.11).
 */
export const focus = 'var(--fp-focus, var(--fp-primary, #0d6efd))';
/** A raised surface (side menu, table header, cards on the page): a step off the background. */
export const surface = 'var(--fp-surface, #f6f7f9)';
/** Links keep AA contrast on striped rows too; the portal's dark scheme sets --fp-link. */
export const link = 'var(--fp-link, #0a58ca)';

/**
 * The dark scheme's token values (names without `--fp-`), readable on its background with
 * any white-label primary (WCAG AA). The light scheme is every token's default above, so
 * it needs none. The portal and the script-tag loader (`data-theme="dark"`) both set these.
 */
export const DARK_TOKENS: Readonly<Record<string, string>> = {
  bg: '#1b1f23',
  fg: '#e4e7eb',
  muted: '#adb5bd',
  border: '#495057',
  link: '#9ec5fe',
  'secondary-text': '#ced4da',
  danger: '#ff8787',
  focus: '#9ec5fe',
  surface: '#22272e',
};
