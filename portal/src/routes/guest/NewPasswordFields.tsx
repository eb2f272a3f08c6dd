import { bindField, Field, type FieldBinding } from '@flexportal/react';
import { usePortalT } from '../../i18n/locale.js';
import { PasswordMeter } from './PasswordMeter.js';

/** The two fields of a new password. */
interface NewPassword {
  password: string;
  password_confirmation: string;
}

/**
 * A new password, its meter (PP-5-25, PP-5-26) and its repeat: the reset page's and the
 * profile's password change, so both ask in the same words.
 */
export function NewPasswordFields({ form }: { form: FieldBinding<NewPassword> }) {
  const { t } = usePortalT();
  const field = bindField(form);
  return (
    <>
      <Field
        label={t('portal.newPassword')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordMeter password={form.values.password} />
      <Field
        label={t('portal.repeatNewPassword')}
        type="password"
        autoComplete="new-password"
        {...field('password_confirmation')}
      />
    </>
  );
}
