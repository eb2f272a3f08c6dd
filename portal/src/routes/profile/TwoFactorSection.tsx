import { OTP_LENGTH } from '@flexportal/core';
import { Button, Field, FlowForm, QrCode, useSubmitFlow } from '@flexportal/react';
import { type ReactNode, useState } from 'react';
import { useStore } from 'zustand';
import type { PortalUser } from '../../app/auth/createAuth.js';
import { auth, client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import type { PortalKey } from '../../i18n/portalTexts.js';
import { keepProfileUser } from './keepProfileUser.js';

interface Secret {
  secret: string;
  url: string;
}

/** What a change of the factor sends: the password and a code (R16.2). */
interface FactorDraft {
  password: string;
  code: string;
}

const EMPTY: FactorDraft = { password: '', code: '' };

/**
 * Two-factor set-up in the profile: QR code and assign, or remove (PP-7.2-17). Either change
 * needs the password and the current factor (R16.2): removing, a code of the authenticator;
 * turning on without one, the code the sandbox e-mails, which the code dialog asks for.
 */
export function TwoFactorSection() {
  const { t } = usePortalT();
  const user = useStore(auth.store, (s) => s.user);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [loading, setLoading] = useState(false);
  const [qrFailed, setQrFailed] = useState(false);
  const enabled = !!user?.two_factor_auth?.google;
  const done = (updated: PortalUser) => {
    keepProfileUser(updated);
    setSecret(null);
  };
  const [assign, assignFlow] = useSubmitFlow<FactorDraft, PortalUser>({
    defaults: () => EMPTY,
    send: ({ password, code }, request) =>
      client.http.data<PortalUser>('profile/2fa/google/assign', {
        ...request,
        method: 'POST',
        body: { secret: secret?.secret, code, password },
      }),
    otp: client.otp,
    onSuccess: done,
  });
  const [remove, removeFlow] = useSubmitFlow<FactorDraft, PortalUser>({
    defaults: () => EMPTY,
    send: ({ password, code }, request) =>
      client.http.data<PortalUser>('profile/2fa/google/remove', {
        ...request,
        method: 'DELETE',
        body: { code, password },
      }),
    otp: client.otp,
    onSuccess: done,
  });
  const fields = (state: typeof assign, flow: typeof assignFlow) => (
    <>
      <Field
        label={t('portal.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={state.draft.password}
        errors={state.errors.password ? [state.errors.password] : undefined}
        onChange={(e) => flow.setDraft({ password: e.currentTarget.value })}
      />
      <Field
        label={t('portal.codeFromApp')}
        name="code"
        // Sized for its six digits (portal-code-input), not stretched across the card.
        className="portal-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={state.draft.code}
        errors={state.errors.code ? [state.errors.code] : undefined}
        onChange={(e) => flow.setDraft({ code: e.currentTarget.value })}
      />
    </>
  );
  /**
   * A form of one change: an answer without a field, such as too many wrong codes (429), reads
   * core's code of it in the shared texts the portal's t reads too (never the server's words,
   * issue 38); a refusal of what was typed says which (R16.2), an empty field reads "required".
   */
  const form = (state: typeof assign, flow: typeof assignFlow, children: ReactNode) => (
    <FlowForm
      aria-labelledby="two-factor-title"
      state={state}
      onSubmit={() => void flow.submit()}
      failure={(message) => (message ? t(message as PortalKey) : null)}
      fieldErrors={{
        ...(state.draft.password ? { password: t('portal.passwordIncorrect') } : {}),
        ...(state.draft.code ? { code: t('portal.codeInvalid') } : {}),
      }}
    >
      {children}
    </FlowForm>
  );

  return (
    <section className="portal-profile__card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('portal.twoFactorAuthentication')}</h2>
      {enabled ? (
        form(
          remove,
          removeFlow,
          <>
            <p role="status">{t('portal.twoFactorIsOn')}</p>
            {fields(remove, removeFlow)}
            <Button type="submit" variant="secondary" busy={remove.status === 'submitting'}>
              {t('portal.turnOffTwoFactor')}
            </Button>
          </>,
        )
      ) : secret ? (
        form(
          assign,
          assignFlow,
          <>
            <p>{t('portal.scanQrCode')}</p>
            <QrCode value={secret.url} label={t('portal.qrCodeLabel')} />
            <p>
              <code data-testid="totp-secret">{secret.secret}</code>
            </p>
            {fields(assign, assignFlow)}
            <Button type="submit" busy={assign.status === 'submitting'}>
              {t('portal.turnOn')}
            </Button>
          </>,
        )
      ) : (
        <>
          {qrFailed ? <p role="alert">{t('portal.qrCodeFailed')}</p> : null}
          <Button
            busy={loading}
            onClick={async () => {
              setLoading(true);
              setQrFailed(false);
              try {
                setSecret(await client.http.data<Secret>('profile/2fa/google/qr-code'));
              } catch {
                setQrFailed(true);
              } finally {
                setLoading(false);
              }
            }}
          >
            {t('portal.setUpTwoFactor')}
          </Button>
        </>
      )}
    </section>
  );
}
