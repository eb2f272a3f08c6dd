import { defaultDashboard } from '@flexportal/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { LoginAnswer } from '../../app/auth/createAuth.js';
import { pathOf } from '../../app/auth/guard.js';
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
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one attempt per arrival: the link is single use
  useEffect(() => {
    let active = true;
    call(params).then(
      (answer) => active && navigate(pathOf(defaultDashboard(answer.user)), { replace: true }),
      (e: { data?: { message?: string } }) =>
        active && setError(e.data?.message ?? t('This link is not valid.')),
    );
    return () => {
      active = false;
    };
  }, []);
  return (
    <section aria-live="polite">
      {error ? (
        <>
          <p role="alert">{error}</p>
          <Link to="/login">{t('Login')}</Link>
        </>
      ) : (
        <p>{t('Signing you in…')}</p>
      )}
    </section>
  );
}
