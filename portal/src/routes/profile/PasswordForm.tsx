import { Button, Field, FlowForm, useSubmitFlow } from '@flexportal/react';
import { client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { PasswordMeter } from '../guest/PasswordMeter.js';
import { rewordRefusal, throwProblems } from './formProblems.js';
import { type PasswordDraft, passwordProblems } from './profileRules.js';

const EMPTY: PasswordDraft = { current_password: '', password: '', password_confirmation: '' };

/** What PUT profile/password answers: this session's new token (the old one is revoked, R15.6). */
interface PasswordChanged {
  token: unknown;
}

/**
 * Password change (PUT profile/password, PP-7.2-16) with the registration's meter
 * (PP-5-25, PP-5-26). The session goes on with the token the answer carries; the user's
 * other sessions end, and the success line says so. A wrong current password is said
 * beside that field in the portal's words.
 */
export function PasswordForm() {
  const { t } = usePortalT();
  const [state, flow] = useSubmitFlow<PasswordDraft, PasswordChanged>({
    defaults: () => EMPTY,
    send: async (draft, request) => {
      throwProblems(passwordProblems(draft), t);
      try {
        return await client.http.data<PasswordChanged>('profile/password', {
          ...request,
          method: 'PUT',
          body: draft,
        });
      } catch (error) {
        // The form checked that a current password was given: the server's refusal of it
        // can only mean it is wrong (its own checks of the new one come first, PP-7.2-16).
        throw rewordRefusal(error, 'current_password', t('portal.currentPasswordIncorrect'), t);
      }
    },
    onSuccess: ({ token }) => client.session.setToken(token),
  });
  const errors = (name: keyof PasswordDraft) =>
    state.errors[name] ? [state.errors[name]] : undefined;
  return (
    <FlowForm
      className="portal-profile__card"
      level={2}
      state={state}
      onSubmit={() => void flow.submit()}
      title={t('portal.changePassword')}
      failure={() => t('portal.notSaved')}
      success={state.outcome === 'done' ? t('portal.passwordChangedSessions') : null}
    >
      <Field
        label={t('portal.currentPassword')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={state.draft.current_password}
        errors={errors('current_password')}
        onChange={(e) => flow.setDraft({ current_password: e.currentTarget.value })}
      />
      <Field
        label={t('portal.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={state.draft.password}
        errors={errors('password')}
        onChange={(e) => flow.setDraft({ password: e.currentTarget.value })}
      />
      <PasswordMeter password={state.draft.password} />
      <Field
        label={t('portal.repeatNewPassword')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={state.draft.password_confirmation}
        errors={errors('password_confirmation')}
        onChange={(e) => flow.setDraft({ password_confirmation: e.currentTarget.value })}
      />
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('portal.changePassword')}
      </Button>
    </FlowForm>
  );
}
