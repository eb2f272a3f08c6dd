import { Button, Field, useSubmitFlow } from '@flexportal/react';
import { useState } from 'react';
import { useStore } from 'zustand';
import type { PortalUser } from '../../app/auth/createAuth.js';
import { auth, client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { QrCode } from './QrCode.js';

interface Secret {
  secret: string;
  url: string;
}

/** Two-factor set-up in the profile: QR code and assign, or remove (PP-7.2-17). */
export function TwoFactorSection() {
  const { t } = usePortalT();
  const user = useStore(auth.store, (s) => s.user);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [loading, setLoading] = useState(false);
  const enabled = !!user?.two_factor_auth?.google;
  const done = (updated: PortalUser) => {
    auth.store.setState({ user: updated });
    setSecret(null);
  };
  const [assign, assignFlow] = useSubmitFlow<{ code: string }, PortalUser>({
    defaults: () => ({ code: '' }),
    send: ({ code }) =>
      client.http.data<PortalUser>('profile/2fa/google/assign', {
        method: 'POST',
        body: { secret: secret?.secret, code },
      }),
    onSuccess: done,
  });
  const [remove, removeFlow] = useSubmitFlow<{ code: string }, PortalUser>({
    defaults: () => ({ code: '' }),
    send: ({ code }) =>
      client.http.data<PortalUser>('profile/2fa/google/remove', {
        method: 'DELETE',
        body: { code },
      }),
    onSuccess: done,
  });
  const codeField = (state: typeof assign, flow: typeof assignFlow) => (
    <Field
      label={t('portal.codeFromApp')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={state.draft.code}
      errors={state.errors.code ? [state.errors.code] : undefined}
      onChange={(e) => flow.setDraft({ code: e.currentTarget.value })}
    />
  );

  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('portal.twoFactorAuthentication')}</h2>
      {enabled ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void removeFlow.submit();
          }}
        >
          <p role="status">{t('portal.twoFactorIsOn')}</p>
          {codeField(remove, removeFlow)}
          <Button type="submit" variant="secondary" busy={remove.status === 'submitting'}>
            {t('portal.turnOffTwoFactor')}
          </Button>
        </form>
      ) : secret ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void assignFlow.submit();
          }}
        >
          <p>{t('portal.scanQrCode')}</p>
          <QrCode value={secret.url} label={t('portal.qrCodeLabel')} />
          <p>
            <code data-testid="totp-secret">{secret.secret}</code>
          </p>
          {codeField(assign, assignFlow)}
          <Button type="submit" busy={assign.status === 'submitting'}>
            {t('portal.turnOn')}
          </Button>
        </form>
      ) : (
        <Button
          busy={loading}
          onClick={async () => {
            setLoading(true);
            try {
              setSecret(await client.http.data<Secret>('profile/2fa/google/qr-code'));
            } finally {
              setLoading(false);
            }
          }}
        >
          {t('portal.setUpTwoFactor')}
        </Button>
      )}
    </section>
  );
}
