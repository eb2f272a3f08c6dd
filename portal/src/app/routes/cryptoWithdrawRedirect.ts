import { cryptoWithdrawPortalRedirect } from '@flexportal/core';
import { DEFAULT_THEME_KEY } from '../theme/portalTheme.js';
import type { RouteRedirectContext, RouteTarget } from './RouteDef.js';

/**
 * PP-2.2-11: the crypto withdrawal-create page, on the default theme and with the company's
 * portals feature, sends the user to the first portal service: the portal services page
 * with that service as its parameter. Null (stay) otherwise.
 */
export function cryptoWithdrawRedirect({ user, theme }: RouteRedirectContext): RouteTarget | null {
  const service = cryptoWithdrawPortalRedirect(theme, DEFAULT_THEME_KEY, user);
  return service
    ? {
        name: 'manager.portal-services',
        params: { portal_service: service },
        because: 'cryptoWithdrawPortal',
      }
    : null;
}
