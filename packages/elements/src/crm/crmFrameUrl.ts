import { CRM_PARENT_PARAM } from '../frame/protocol.js';

/** Where the host page is: its address (to resolve a relative url) and its origin. */
export interface HostLocation {
  href: string;
  origin: string;
}

/**
 * The address of the portal's iframe: `url` resolved against the host page, with the host's
 * origin added as `crm_parent` so the portal knows whom to talk to (it trusts it only when
 * its allowlist does). Throws `Error('Url missing')` when `url` is missing or blank
 * (AC-1-12), and refuses any scheme but http(s): a `javascript:` or `data:` frame would run
 * in, or be controlled by, the host page instead of the portal.
 */
export function crmFrameUrl(
  url: string | null | undefined,
  host: HostLocation,
  allowedOrigin?: string,
): URL {
  if (typeof url !== 'string' || url.trim() === '') throw new Error('Url missing');
  let src: URL;
  try {
    src = new URL(url, host.href);
  } catch {
    throw new Error(`Flexportal: "${url}" is not a valid URL`);
  }
  if (src.protocol !== 'https:' && src.protocol !== 'http:') {
    throw new Error(`Flexportal: the portal URL must be http(s), not ${src.protocol}`);
  }
  // A second, independent statement of the origin the host expects: a url taken from
  // configuration cannot then point the frame (and the host's trust) somewhere else.
  if (allowedOrigin !== undefined && originOf(allowedOrigin) !== src.origin) {
    throw new Error(`Flexportal: ${src.origin} is not the allowed origin ${allowedOrigin}`);
  }
  src.searchParams.set(CRM_PARENT_PARAM, host.origin);
  return src;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
