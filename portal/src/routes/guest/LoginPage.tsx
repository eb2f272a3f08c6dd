import { defaultDashboard } from '@flexportal/core';
import { kitCss, SignInForm, useStyles } from '@flexportal/react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath, REDIRECT_PARAM } from '../../app/auth/guard.js';
import { auth } from '../../app/portalClient.js';

/** /login (PP-2.1): e-mail prefilled from `?email=`; returns to the remembered page. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const ref = useStyles<HTMLDivElement>(kitCss);
  return (
    <div ref={ref} className="fp-root">
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
    </div>
  );
}
