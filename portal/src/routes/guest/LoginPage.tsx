import { defaultDashboard } from '@flexportal/core';
import { Button, Field, kitCss, useStyles, useSubmitFlow, useT } from '@flexportal/react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath, REDIRECT_PARAM } from '../../app/auth/guard.js';
import { auth } from '../../app/portalClient.js';

interface LoginDraft {
  email: string;
  password: string;
}

/** /login (PP-2.1): e-mail prefilled from `?email=`; returns to the remembered page. */
export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const ref = useStyles<HTMLFormElement>(kitCss);
  const [state, flow] = useSubmitFlow<LoginDraft, Awaited<ReturnType<typeof auth.login>>>({
    defaults: () => ({ email: query.get('email') ?? '', password: '' }),
    send: (draft) => auth.login(draft.email, draft.password),
    onSuccess: (answer) =>
      navigate(afterLoginPath(query.get(REDIRECT_PARAM), defaultDashboard(answer.user)), {
        replace: true,
      }),
  });
  const { draft, errors } = state;
  const fieldError = (name: keyof LoginDraft) => (errors[name] ? [errors[name]] : undefined);
  const overall =
    state.outcome === 'error' && Object.keys(errors).length === 0 ? state.message : null;
  return (
    <form
      ref={ref}
      className="fp-root"
      noValidate
      aria-labelledby="login-title"
      onSubmit={(e) => {
        e.preventDefault();
        void flow.submit();
      }}
    >
      <h1 id="login-title">{t('login.title')}</h1>
      {overall ? <p role="alert">{overall}</p> : null}
      <Field
        label={t('login.email')}
        type="email"
        autoComplete="username"
        value={draft.email}
        errors={fieldError('email')}
        onChange={(e) => flow.setDraft({ email: e.currentTarget.value })}
      />
      <Field
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={draft.password}
        errors={fieldError('password')}
        onChange={(e) => flow.setDraft({ password: e.currentTarget.value })}
      />
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
