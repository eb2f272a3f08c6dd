import { useSearchParams } from 'react-router';
import { usePortalT } from '../i18n/locale.js';
import type { PortalKey } from '../i18n/portalTexts.js';
import { BECAUSE_PARAM, REFUSED_PARAM } from './auth/guard.js';
import { routeByName } from './routes/index.js';

/**
 * Says, where the user lands, why the page they asked for sent them here: a page refused to
 * them (`?refused=`, from the guard) or a route that passes them on (`?because=`, a route's
 * own redirect). Nothing for an address without either (issue 38: no silent bounce, PP-2.2).
 */
export function RouteNotice() {
  const { t } = usePortalT();
  const [query] = useSearchParams();
  const refused = routeByName(query.get(REFUSED_PARAM) ?? '');
  const because = query.get(BECAUSE_PARAM);
  const text = refused
    ? t('portal.refused', { page: t(refused.title) })
    : because === 'cryptoWithdrawPortal'
      ? t(`portal.because.${because}` as PortalKey)
      : null;
  if (!text) return null;
  return (
    <p className="portal-access-notice portal-route-notice" role="status">
      {text}
    </p>
  );
}
