import { assignableRoles, type RoleActor } from '@flexportal/core/admin';
import type { AdminUser } from '@flexportal/core/contract';
import { useState } from 'react';
import { adminUserTexts } from '../../../i18n/areas/adminUser.js';
import { adminUsersTexts } from '../../../i18n/areas/adminUsers.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { ROLES } from '../../admin/admin-users/adminUsersColumns.js';
import type { useUserAction } from './useUserAction.js';

/** Props of {@link UserEditForms}. */
export interface UserEditFormsProps {
  /** The user being edited. */
  user: AdminUser;
  /** The signed-in administrator. */
  actor: RoleActor;
  /** The screen's one action runner. */
  action: ReturnType<typeof useUserAction>;
}

const errorsOf = (errors: Record<string, string>, field: string) =>
  errors[field] ? [errors[field]] : undefined;

/**
 * Edit profile and avatar, change role and password (AC-7admin-04/05). Every form keeps
 * what was typed when the server refuses it; the role select offers only the roles core's
 * rule lets this administrator give (never above their own).
 */
export function UserEditForms({ user, actor, action }: UserEditFormsProps) {
  const t = useT(adminUserTexts, adminUsersTexts);
  const client = useFlexportalClient();
  const { state, run } = action;
  const [profile, setProfile] = useState({
    first_name: user.first_name,
    last_name: user.last_name ?? '',
    email: user.email,
  });
  const current = user.roles[0]?.slug ?? '';
  const target = { id: user.id, role: current, hasCompany: user.company !== null };
  const roles = assignableRoles(actor, target);
  const [role, setRole] = useState(current);
  const [password, setPassword] = useState({ password: '', password_confirmation: '' });
  const [avatar, setAvatar] = useState<File | null>(null);
  const busy = state.busy !== null;
  const path = `a/users/${user.id}`;
  const submit = (name: string, call: () => Promise<unknown>, done: string) => () =>
    void run(name, call, done);
  // The action runner's refusals beside the fields; how an action ended, the screen says.
  const form = {
    state: { outcome: null, errors: state.errors, message: null },
    failure: () => null,
  } as const;
  return (
    <div className="fp-user-forms">
      <FlowForm
        {...form}
        title={t('adminUser.profile')}
        onSubmit={submit(
          'profile',
          () => client.http.data(path, { method: 'PUT', body: profile }),
          t('adminUser.profileSaved'),
        )}
      >
        <Field
          label={t('adminUser.firstName')}
          value={profile.first_name}
          required
          maxLength={120}
          autoComplete="off"
          errors={errorsOf(state.errors, 'first_name')}
          onChange={(e) => setProfile({ ...profile, first_name: e.currentTarget.value })}
        />
        <Field
          label={t('adminUser.lastName')}
          value={profile.last_name}
          maxLength={120}
          autoComplete="off"
          errors={errorsOf(state.errors, 'last_name')}
          onChange={(e) => setProfile({ ...profile, last_name: e.currentTarget.value })}
        />
        <Field
          label={t('adminUser.email')}
          type="email"
          value={profile.email}
          required
          maxLength={200}
          autoComplete="off"
          errors={errorsOf(state.errors, 'email')}
          onChange={(e) => setProfile({ ...profile, email: e.currentTarget.value })}
        />
        <Button type="submit" disabled={busy}>
          {t('adminUser.save')}
        </Button>
      </FlowForm>
      <FlowForm
        {...form}
        title={t('adminUser.avatar')}
        onSubmit={() => {
          if (!avatar) return;
          const body = new FormData();
          body.set('avatar', avatar);
          void run(
            'avatar',
            () => client.http.data(`${path}/avatar`, { method: 'POST', body }),
            t('adminUser.avatarSaved'),
          );
        }}
      >
        <Field
          label={t('adminUser.avatar')}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hint={t('adminUser.avatarHint')}
          errors={errorsOf(state.errors, 'avatar')}
          onChange={(e) => setAvatar(e.currentTarget.files?.[0] ?? null)}
        />
        <Button type="submit" disabled={busy || !avatar}>
          {t('adminUser.uploadAvatar')}
        </Button>
      </FlowForm>
      <FlowForm
        {...form}
        title={t('adminUser.changeRole')}
        onSubmit={submit(
          'role',
          () => client.http.data(`${path}/role`, { method: 'PUT', body: { role } }),
          t('adminUser.roleSaved'),
        )}
      >
        <SelectField
          label={t('adminUser.role')}
          value={role}
          options={ROLES.filter((r) => roles.includes(r)).map((r) => ({
            value: r,
            label: t(`adminUsers.role.${r}`),
          }))}
          errors={errorsOf(state.errors, 'role')}
          onChange={(e) => setRole(e.currentTarget.value)}
        />
        <Button type="submit" disabled={busy || role === current}>
          {t('adminUser.changeRole')}
        </Button>
      </FlowForm>
      <FlowForm
        {...form}
        title={t('adminUser.password')}
        onSubmit={submit(
          'password',
          () => client.http.data(`${path}/password`, { method: 'PUT', body: password }),
          t('adminUser.passwordSaved'),
        )}
      >
        <Field
          label={t('adminUser.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password.password}
          required
          hint={t('adminUser.passwordHint')}
          errors={errorsOf(state.errors, 'password')}
          onChange={(e) => setPassword({ ...password, password: e.currentTarget.value })}
        />
        <Field
          label={t('adminUser.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={password.password_confirmation}
          required
          onChange={(e) =>
            setPassword({ ...password, password_confirmation: e.currentTarget.value })
          }
        />
        <Button type="submit" disabled={busy}>
          {t('adminUser.changePassword')}
        </Button>
      </FlowForm>
    </div>
  );
}
