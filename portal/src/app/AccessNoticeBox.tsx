import { Link } from 'react-router';
import { useStore } from 'zustand';
import { usePortalT } from '../i18n/locale.js';
import { accessNotice } from './auth/accessNotice.js';
import { pathOf } from './auth/guard.js';
import { auth } from './portalClient.js';

/**
 * Says why the signed-in manager's other pages are closed (the company awaits approval, or
 * two-factor is off) on the page the guard lets them see, with the way forward. Nothing
 * when nothing is closed for those reasons.
 */
export function AccessNoticeBox() {
  const { t } = usePortalT();
  const user = useStore(auth.store, (s) => s.user);
  const notice = accessNotice(user);
  if (notice === null) return null;
  return (
    <aside className="portal-access-notice" aria-labelledby="access-notice-title">
      {notice === 'awaiting-approval' ? (
        <>
          <h2 id="access-notice-title">{t('portal.awaitingApproval')}</h2>
          <p>{t('portal.awaitingApprovalHint')}</p>
        </>
      ) : (
        <>
          <h2 id="access-notice-title">{t('portal.twoFactorUnlocks')}</h2>
          <p>
            {t('portal.twoFactorOpensPages')}{' '}
            <Link to={`${pathOf('manager.profile')}#two-factor-title`}>
              {t('portal.setUpTwoFactor')}
            </Link>
          </p>
        </>
      )}
    </aside>
  );
}
