import { defaultDashboard } from '@flexportal/core';
import { Button, Field, FlowForm, kitCss, useStyles, useSubmitFlow } from '@flexportal/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { LoginAnswer } from '../../app/auth/createAuth.js';
import { pathOf } from '../../app/auth/guard.js';
import { auth, client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import type { PortalKey } from '../../i18n/portalTexts.js';
import { PasswordMeter } from './PasswordMeter.js';

interface RegistrationDraft {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  company_name: string;
  legal_type: 'company' | 'individual';
}

/** /registration/{affiliation?} (PP-2.1-03): a new manager and company; signs in on success. */
export default function RegistrationPage() {
  const { t } = usePortalT();
  const navigate = useNavigate();
  const { affiliation } = useParams();
  const ref = useStyles<HTMLFormElement>(kitCss);
  const [owner, setOwner] = useState<string | null>(null);
  useEffect(() => {
    if (!affiliation) return;
    client.http
      .data<{ name: string }>(`auth/affiliate-owner/${encodeURIComponent(affiliation)}`)
      .then(
        (o) => setOwner(o.name),
        () => setOwner(null),
      );
  }, [affiliation]);
  const [state, flow] = useSubmitFlow<RegistrationDraft, LoginAnswer>({
    defaults: () => ({
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      company_name: '',
      legal_type: 'company',
    }),
    send: (draft) =>
      auth.loginWith(
        affiliation ? `auth/registration/${encodeURIComponent(affiliation)}` : 'auth/registration',
        { ...draft },
      ),
    onSuccess: (answer) => navigate(pathOf(defaultDashboard(answer.user)), { replace: true }),
  });
  const { draft } = state;
  const errors = (name: string) => (state.errors[name] ? [state.errors[name]] : undefined);
  const text = (
    name: keyof RegistrationDraft,
    label: PortalKey,
    type = 'text',
    autoComplete = 'off',
  ) => (
    <Field
      label={t(label)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={draft[name]}
      errors={errors(name)}
      onChange={(e) =>
        flow.setDraft({ [name]: e.currentTarget.value } as Partial<RegistrationDraft>)
      }
    />
  );
  return (
    <FlowForm
      formRef={ref}
      className="fp-root"
      level={1}
      title={t('portal.registration')}
      state={state}
      onSubmit={() => void flow.submit()}
      failure={(message) => (message ? t(message as PortalKey) : null)}
      fieldErrors={{ password: t('portal.passwordRefused') }}
    >
      {owner ? <p role="status">{`${t('portal.invitedBy')} ${owner}`}</p> : null}
      {errors('affiliation') ? <p role="alert">{t('portal.invitationRefused')}</p> : null}
      {text('first_name', 'portal.firstName', 'text', 'given-name')}
      {text('last_name', 'portal.lastName', 'text', 'family-name')}
      {text('email', 'portal.eMail', 'email', 'email')}
      {text('company_name', 'portal.companyName', 'text', 'organization')}
      <label className="fp-field">
        <span className="fp-field__label">{t('portal.legalType')}</span>
        <select
          className="fp-field__input"
          value={draft.legal_type}
          onChange={(e) =>
            flow.setDraft({ legal_type: e.currentTarget.value as RegistrationDraft['legal_type'] })
          }
        >
          <option value="company">{t('portal.company')}</option>
          <option value="individual">{t('portal.individual')}</option>
        </select>
      </label>
      {text('password', 'portal.password', 'password', 'new-password')}
      <PasswordMeter password={draft.password} />
      {text('password_confirmation', 'portal.repeatThePassword', 'password', 'new-password')}
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('portal.createTheAccount')}
      </Button>{' '}
      <Link to="/login">{t('portal.login')}</Link>
    </FlowForm>
  );
}
