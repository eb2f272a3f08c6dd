import { defaultDashboard } from '@flexportal/core';
import { kitCss, SignInForm, useStyles } from '@flexportal/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath, pathOf, REDIRECT_PARAM } from '../../app/auth/guard.js';
import { auth } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';

/**
 * /login (PP-2.1): e-mail prefilled from `?email=`; `?oauth_code=` signs in with that
 * one-time code (`auth/oauth`), the form staying for when the code is refused; returns to
 * the remembered page. Links to the password reset and the registration, the two ways on
 * for someone who cannot sign in.
 */
export default function LoginPage() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const ref = useStyles<HTMLDivElement>(kitCss);
  const code = query.get('oauth_code');
  const [oauth, setOauth] = useState<'idle' | 'busy' | 'failed'>(code ? 'busy' : 'idle');
  // One exchange per code, StrictMode's second effect run included: a code works once.
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!code || tried.current === code) return;
    tried.current = code;
    auth.loginWith('auth/oauth', { code }).then(
      (answer) =>
        navigate(afterLoginPath(query.get(REDIRECT_PARAM), defaultDashboard(answer.user)), {
          replace: true,
        }),
      () => setOauth('failed'),
    );
  }, [code, navigate, query]);
  return (
    <div ref={ref} className="fp-root portal-auth">
      {oauth === 'busy' ? <p aria-busy="true">{t('portal.oauthSigningIn')}</p> : null}
      {oauth === 'failed' ? <p role="alert">{t('portal.oauthFailed')}</p> : null}
      <SignInForm
        headingLevel={1}
        initialEmail={query.get('email') ?? ''}
        send={(email, password, request) => auth.login(email, password, request)}
        onSuccess={(answer) =>
          navigate(afterLoginPath(query.get(REDIRECT_PARAM), defaultDashboard(answer.user)), {
            replace: true,
          })
        }
      />
      <nav className="portal-login-links" aria-label={t('portal.otherWaysIn')}>
        <Link to={pathOf('forgot-password')}>{t('portal.forgotYourPassword')}</Link>
        <Link to={pathOf('registration')}>{t('portal.signUp')}</Link>
      </nav>
    </div>
  );
}
