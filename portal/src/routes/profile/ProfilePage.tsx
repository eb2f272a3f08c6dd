import { kitCss, useStyles } from '@flexportal/react';
import { useStore } from 'zustand';
import { auth } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { TwoFactorSection } from './TwoFactorSection.js';

/** manager.profile and admin.profile: who is signed in, and two-factor set-up. */
export default function ProfilePage() {
  const { t } = usePortalT();
  const user = useStore(auth.store, (s) => s.user);
  const ref = useStyles<HTMLElement>(kitCss);
  return (
    <section ref={ref} className="fp-root" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('My Profile')}</h1>
      <p>
        {t('E-mail')}: {user?.email}
      </p>
      <TwoFactorSection />
    </section>
  );
}
