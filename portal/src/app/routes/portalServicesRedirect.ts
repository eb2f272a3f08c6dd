import { defaultPortalService } from '@flexportal/core';
import type { RouteRedirectContext, RouteTarget } from './RouteDef.js';

/**
 * AC-2manager-05: the portal services page asked for without a service goes to its default
 * provider (ibanflex, or {product} on the ibanflex theme), as the manager menu links it.
 */
export function portalServicesDefaultRedirect({
  theme,
  params,
}: RouteRedirectContext): RouteTarget | null {
  return params.portal_service
    ? null
    : { name: 'manager.portal-services', params: { portal_service: defaultPortalService(theme) } };
}
