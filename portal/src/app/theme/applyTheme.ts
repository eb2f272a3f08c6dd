import type { ColourScheme, PortalTheme } from './portalTheme.js';

/**
 * Puts the theme on the page: colours as CSS custom properties (inherited by every widget,
 * even inside shadow roots), the scheme as `data-scheme`, the favicon. CSSOM only, so the
 * strict CSP holds.
 */
export function applyTheme(
  theme: PortalTheme,
  scheme: ColourScheme,
  doc: Document = document,
): void {
  const root = doc.documentElement;
  root.style.setProperty('--fp-primary', theme.primary);
  root.style.setProperty('--fp-secondary', theme.secondary);
  root.dataset.scheme = scheme;
  if (theme.favicon) {
    let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.append(link);
    }
    link.href = theme.favicon;
  }
}
