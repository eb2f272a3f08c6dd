import { kitCss, useStyles } from '@flexportal/react';
import { useStore } from 'zustand';
import { AccessNoticeBox } from '../../app/AccessNoticeBox.js';
import { auth } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { TwoFactorSection } from './TwoFactorSection.js';

/**
 * manager.profile and admin.profile: who is signed in, why other pages are closed (a company
 * awaiting approval lands here), and two-factor set-up.
 */
export default function ProfilePage() {
  const { t } = usePortalT();
  const user = useStore(auth.store, (s) => s.user);
  const ref = useStyles<HTMLElement>(kitCss);
  return (
    <section ref={ref} className="fp-root" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('portal.myProfile')}</h1>
      <AccessNoticeBox />
      <p>
        {t('portal.eMail')}: {user?.email}
      </p>
      <TwoFactorSection />
    </section>
  );
}
