import { defaultDashboard } from '@flexportal/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { LoginAnswer } from '../../app/auth/createAuth.js';
import { pathOf } from '../../app/auth/guard.js';
import { useArrivalCall } from '../../app/useArrivalCall.js';
import { usePortalT } from '../../i18n/locale.js';

/** How a link-based sign-in turns its path parameters into a login call. */
export type KeyLoginCall = (
  params: Readonly<Record<string, string | undefined>>,
) => Promise<LoginAnswer>;

/**
 * A sign-in by link (legacy key, quick login, remote portal): calls the login once on
 * arrival, then goes to the dashboard; a refused link says so and offers the login page.
 */
export function KeyLogin({ call }: { call: KeyLoginCall }) {
  const { t } = usePortalT();
  const params = useParams();
  const navigate = useNavigate();
  // The link is single use: one attempt per arrival, StrictMode's second mount included.
  const answer = useArrivalCall(() => call(params));
  const user = answer.status === 'done' ? answer.value.user : null;
  useEffect(() => {
    if (user) navigate(pathOf(defaultDashboard(user)), { replace: true });
  }, [user, navigate]);
  // A refused link in the portal's words, never the server's (issue 38).
  const error = answer.status === 'failed' ? t('portal.linkNotValid') : null;
  return (
    <section aria-live="polite">
      {error ? (
        <>
          <p role="alert">{error}</p>
          <Link to="/login">{t('portal.login')}</Link>
        </>
      ) : (
        <p>{t('portal.signingYouIn')}</p>
      )}
    </section>
  );
}
