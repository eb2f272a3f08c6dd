import { Button, bindField, Field, useSubmitFlow } from '@flexportal/react';
import { client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { NewPasswordFields } from '../guest/NewPasswordFields.js';
import { throwProblems } from './formProblems.js';
import { ProfileForm } from './ProfileForm.js';
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
      return client.http.data<PasswordChanged>('profile/password', {
        ...request,
        method: 'PUT',
        body: draft,
      });
    },
    onSuccess: ({ token }) => client.session.setToken(token),
  });
  const form = { values: state.draft, errors: state.errors, change: flow.setDraft };
  const field = bindField(form);
  return (
    <ProfileForm
      state={state}
      flow={flow}
      title={t('portal.changePassword')}
      saved={t('portal.passwordChangedSessions')}
      // The form checked that a current password was given: the server's refusal of it can
      // only mean it is wrong (its own checks of the new one come first, PP-7.2-16).
      fieldErrors={{ current_password: t('portal.currentPasswordIncorrect') }}
    >
      <Field
        label={t('portal.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...field('current_password')}
      />
      <NewPasswordFields form={form} />
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('portal.changePassword')}
      </Button>
    </ProfileForm>
  );
}
