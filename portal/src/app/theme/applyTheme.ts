import { DARK_TOKENS } from '@flexportal/react';
import { backgroundImage, type ColourScheme, type PortalTheme } from './portalTheme.js';

/**
 * Puts the theme on the page: colours as CSS custom properties (inherited by every widget,
 * even inside shadow roots), the dark scheme's tokens (the widgets' own, so one set of
 * values serves portal and loader) and `data-scheme`, the background image, the favicon. CSSOM only, so the
 * strict CSP holds.
 */
export function applyTheme(
  theme: PortalTheme,
  scheme: ColourScheme,
  doc: Document = document,
): void {
  const root = doc.documentElement;
  applyBrandColours(theme, doc);
  for (const [name, value] of Object.entries(DARK_TOKENS)) {
    if (scheme === 'dark') root.style.setProperty(`--fp-${name}`, value);
    else root.style.removeProperty(`--fp-${name}`);
  }
  root.dataset.scheme = scheme;
  // The deployment's background image behind the page (styles.css reads the property).
  const background = backgroundImage(theme.background, doc.baseURI);
  if (background) root.style.setProperty('--fp-background-image', background);
  else root.style.removeProperty('--fp-background-image');
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

/**
 * The white label's colours as CSS custom properties on the page's root (CSSOM only): what
 * the portal and its isolated-mode screens (`/embed`) take from the deployment's record.
 */
export function applyBrandColours(
  theme: Pick<PortalTheme, 'primary' | 'secondary'>,
  doc: Document = document,
): void {
  doc.documentElement.style.setProperty('--fp-primary', theme.primary);
  doc.documentElement.style.setProperty('--fp-secondary', theme.secondary);
}
