import { DARK_TOKENS } from '@flexportal/react';
import type { ColourScheme, PortalTheme } from './portalTheme.js';

/**
 * Puts the theme on the page: colours as CSS custom properties (inherited by every widget,
 * even inside shadow roots), the dark scheme's tokens (the widgets' own, so one set of
 * values serves portal and loader) and `data-scheme`, the favicon. CSSOM only, so the
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
  for (const [name, value] of Object.entries(DARK_TOKENS)) {
    if (scheme === 'dark') root.style.setProperty(`--fp-${name}`, value);
    else root.style.removeProperty(`--fp-${name}`);
  }
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
