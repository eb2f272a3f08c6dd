import { Button, Field, FlowForm, kitCss, useStyles, useSubmitFlow } from '@flexportal/react';
import { Link } from 'react-router';
import { client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import type { PortalKey } from '../../i18n/portalTexts.js';
import { messageOf } from './messageOf.js';

/** /forgot-password (PP-2.1-04): asks for a reset link by e-mail; shows the server's message. */
export default function ForgotPasswordPage() {
  const { t } = usePortalT();
  const ref = useStyles<HTMLFormElement>(kitCss);
  const [state, flow] = useSubmitFlow<{ email: string }, { message: string | undefined }>({
    defaults: () => ({ email: '' }),
    send: async (draft) => ({
      message: messageOf(
        await client.http.raw('auth/forgot-password', { method: 'POST', body: draft }),
      ),
    }),
  });
  return (
    <FlowForm
      formRef={ref}
      className="fp-root portal-auth"
      level={1}
      title={t('portal.forgotPassword')}
      state={state}
      onSubmit={() => void flow.submit()}
      failure={(message) => (message ? t(message as PortalKey) : null)}
      success={state.outcome === 'done' ? state.result?.message : null}
    >
      <Field
        label={t('portal.eMail')}
        type="email"
        autoComplete="email"
        value={state.draft.email}
        errors={state.errors.email ? [state.errors.email] : undefined}
        onChange={(e) => flow.setDraft({ email: e.currentTarget.value })}
      />
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('portal.sendResetLink')}
      </Button>{' '}
      <Link to="/login">{t('portal.login')}</Link>
    </FlowForm>
  );
}
