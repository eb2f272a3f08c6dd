import type { SendRequest } from '@flexportal/core';
import { useId } from 'react';
import { useSubmitFlow } from '../hooks/useSubmitFlow.js';
import { translateCoreText } from '../i18n/coreText.js';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { FieldTexts } from '../ui/FieldError.js';
import { SubmitDialogs } from './SubmitDialogs.js';

/** Props of {@link SignInForm}. */
export interface SignInFormProps<R> {
  /**
   * Signs in; pass `request` on to the login request (`{ ...request, method, body }`): after
   * a two-factor challenge it carries the code. Throw the request's error as is (422 shows
   * beside the fields).
   */
  send: (email: string, password: string, request: SendRequest) => Promise<R>;
  /** Called with what `send` resolved to. */
  onSuccess?: (result: R) => void;
  /** E-mail to prefill (the login page's `?email=`). */
  initialEmail?: string;
  /** Heading level of the title: 1 on a page of its own, 2 inside a screen. */
  headingLevel?: 1 | 2;
}

/**
 * The one e-mail and password form: the portal's login page and the widgets' sign-in. A
 * server asking for the authenticator's code (sign-in with two-factor) gets it through the
 * two-factor modal, and the form resubmits with it.
 */
export function SignInForm<R>({
  send,
  onSuccess,
  initialEmail = '',
  headingLevel = 2,
}: SignInFormProps<R>) {
  const t = useT();
  const client = useFlexportalClient();
  const titleId = useId();
  const [state, flow] = useSubmitFlow<{ email: string; password: string }, R>({
    defaults: () => ({ email: initialEmail, password: '' }),
    send: ({ email, password }, request) => send(email, password, request),
    otp: client.otp,
    ...(onSuccess ? { onSuccess } : {}),
  });
  const { draft, errors } = state;
  const overall =
    state.outcome === 'error' && Object.keys(errors).length === 0 ? state.message : null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <form
      className="fp-signin"
      part="signin"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void flow.submit();
      }}
    >
      <Heading id={titleId}>{t('login.title')}</Heading>
      {overall ? <p role="alert">{translateCoreText(t, overall)}</p> : null}
      {/* A refused e-mail that was filled in is the credentials' refusal (issue 38). */}
      <FieldTexts.Provider value={draft.email.trim() ? { email: t('login.failed') } : {}}>
        {(['email', 'password'] as const).map((name) => (
          <Field
            key={name}
            name={name}
            label={t(name === 'email' ? 'login.email' : 'login.password')}
            type={name}
            autoComplete={name === 'email' ? 'username' : 'current-password'}
            value={draft[name]}
            errors={errors[name] ? [errors[name]] : undefined}
            onChange={(e) => flow.setDraft({ [name]: e.currentTarget.value })}
          />
        ))}
      </FieldTexts.Provider>
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('login.submit')}
      </Button>
      <SubmitDialogs state={state} flow={flow} />
    </form>
  );
}
