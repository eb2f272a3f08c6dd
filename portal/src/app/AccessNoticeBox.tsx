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
          <h2 id="access-notice-title">{t('Your company is awaiting approval')}</h2>
          <p>{t('The other pages open once the company is approved.')}</p>
        </>
      ) : (
        <>
          <h2 id="access-notice-title">{t('Two-factor authentication unlocks the portal')}</h2>
          <p>
            {t(
              'Accounts, transactions, beneficiaries and payments open once two-factor authentication is on.',
            )}{' '}
            <Link to={`${pathOf('manager.profile')}#two-factor-title`}>
              {t('Set up two-factor authentication')}
            </Link>
          </p>
        </>
      )}
    </aside>
  );
}
