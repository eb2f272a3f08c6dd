/** Where a partner page's Flexportal parts come from. */
export interface CspOptions {
  /** Origin of the API (`data-api-base`), e.g. `https://api.example`. */
  apiOrigin: string;
  /** Origin serving flexportal.js and its chunks; default `'self'`. */
  cdnOrigin?: string;
  /** Origin of the portal, in frame mode only. */
  portalOrigin?: string;
  /**
   * The loader's `data-token-endpoint`, when the page uses one: a URL of another origin is
   * allowed by its origin; a path (`/partner/token`) is the page's own, `'self'`.
   */
  tokenEndpoint?: string;
}

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy directives a partner page needs for Flexportal, to merge into
 * its own policy. No `unsafe-inline`, no `unsafe-eval`: styles are constructable
 * stylesheets and nothing is evaluated from strings, so Trusted Types can stay on.
 */
export function cspDirectives(options: CspOptions): Record<string, string[]> {
  const cdn = options.cdnOrigin ? origin(options.cdnOrigin) : "'self'";
  const directives: Record<string, string[]> = {
    'script-src': [cdn],
    'connect-src': [origin(options.apiOrigin)],
  };
  if (options.tokenEndpoint) {
    const own = options.tokenEndpoint.startsWith('/');
    const source = own ? "'self'" : origin(options.tokenEndpoint);
    if (!directives['connect-src']?.includes(source)) directives['connect-src']?.push(source);
  }
  if (options.portalOrigin) directives['frame-src'] = [origin(options.portalOrigin)];
  return directives;
}

/** The same directives as one header value fragment: `script-src …; connect-src …`. */
export function cspHeader(options: CspOptions): string {
  return Object.entries(cspDirectives(options))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
