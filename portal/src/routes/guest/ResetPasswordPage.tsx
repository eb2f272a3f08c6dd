import { Button, FlowForm, kitCss, useStyles, useSubmitFlow } from '@flexportal/react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import type { PortalKey } from '../../i18n/portalTexts.js';
import { NewPasswordFields } from './NewPasswordFields.js';

interface ResetDraft {
  password: string;
  password_confirmation: string;
}

/** /reset-password/{a}/{b} (PP-2.1-04): checks the link, then sets a new password with the meter. */
export default function ResetPasswordPage() {
  const { t } = usePortalT();
  const { a = '', b = '' } = useParams();
  const path = `auth/reset-password/${encodeURIComponent(a)}/${encodeURIComponent(b)}`;
  const [link, setLink] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const ref = useStyles<HTMLFormElement>(kitCss);
  useEffect(() => {
    client.http.data(path).then(
      () => setLink('valid'),
      () => setLink('invalid'),
    );
  }, [path]);
  const [state, flow] = useSubmitFlow<ResetDraft, unknown>({
    defaults: () => ({ password: '', password_confirmation: '' }),
    send: (draft) => client.http.data(path, { method: 'POST', body: draft }),
  });
  if (link === 'checking') return <p aria-live="polite">{t('portal.oneMoment')}</p>;
  if (link === 'invalid' || !a || !b) {
    return (
      <section>
        <p role="alert">{t('portal.linkNotValid')}</p>
        <Link to="/forgot-password">{t('portal.forgotPassword')}</Link>
      </section>
    );
  }
  if (state.outcome === 'done') {
    return (
      <section>
        <p role="status">{t('portal.passwordChanged')}</p>
        <Link to="/login">{t('portal.login')}</Link>
      </section>
    );
  }
  return (
    <FlowForm
      formRef={ref}
      className="fp-root portal-auth"
      level={1}
      title={t('portal.resetPassword')}
      state={state}
      onSubmit={() => void flow.submit()}
      failure={(message) => (message ? t(message as PortalKey) : null)}
    >
      <NewPasswordFields
        form={{ values: state.draft, errors: state.errors, change: flow.setDraft }}
      />
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('portal.setNewPassword')}
      </Button>
    </FlowForm>
  );
}
