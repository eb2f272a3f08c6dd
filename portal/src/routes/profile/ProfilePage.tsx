import { CACHE_TTL } from '@flexportal/core';
import { Button, kitCss, useStyles } from '@flexportal/react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { AccessNoticeBox } from '../../app/AccessNoticeBox.js';
import { auth, client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { AvatarSection } from './AvatarSection.js';
import { keepProfileUser, PROFILE_KEY, type ProfileUser } from './keepProfileUser.js';
import { NameForm } from './NameForm.js';
import { PasswordForm } from './PasswordForm.js';
import { TwoFactorSection } from './TwoFactorSection.js';

/**
 * manager.profile and admin.profile: why other pages are closed (a company awaiting
 * approval lands here), then the user's picture, name, password and two-factor set-up.
 * The user is read from GET profile (PP-7.2-14, cached 5 min, PP-9-06); until it answers
 * the page says it is loading, and a failure offers to try again.
 */
export default function ProfilePage() {
  const { t } = usePortalT();
  const ref = useStyles<HTMLElement>(kitCss);
  const user = useStore(auth.store, (s) => s.user) as ProfileUser | null;
  const [load, setLoad] = useState<'loading' | 'failed' | 'done'>('loading');
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (Try again) loads anew
  useEffect(() => {
    let active = true;
    setLoad('loading');
    // Through the cache, so StrictMode's second mount shares the first one's request.
    client.cache
      .get(PROFILE_KEY, () => client.http.data<ProfileUser>(PROFILE_KEY), CACHE_TTL.profileUser)
      .then(
        (fresh) => {
          if (!active) return;
          keepProfileUser(fresh);
          setLoad('done');
        },
        () => active && setLoad('failed'),
      );
    return () => {
      active = false;
    };
  }, [attempt]);
  return (
    <section ref={ref} className="fp-root portal-profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('portal.myProfile')}</h1>
      <AccessNoticeBox />
      {load === 'failed' ? (
        <div role="alert" className="portal-profile__card">
          <p>{t('portal.profileLoadFailed')}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('portal.tryAgain')}</Button>
        </div>
      ) : load === 'loading' || !user ? (
        <p role="status" aria-live="polite">
          {t('portal.profileLoading')}
        </p>
      ) : (
        <>
          <AvatarSection user={user} />
          {/* Keyed by the user, so a sign-in as someone else starts from their names. */}
          <NameForm key={String(user.id)} user={user} />
          <PasswordForm />
          <TwoFactorSection />
        </>
      )}
    </section>
  );
}
